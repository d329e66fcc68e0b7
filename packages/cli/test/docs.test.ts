import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { runCli, type CliIo } from "@ringside/cli";
import { fixtures } from "./helpers.js";

// The files the show-night and files pages show (a YAML block opening with `# name.yaml`) are
// valid as written: each is saved next to the fixtures' files and checked by the CLI.
const pages = ["federation-cli.md", "federation-files.md"].map((page) =>
  fileURLToPath(new URL(`../../../docs/guide/${page}`, import.meta.url)),
);

describe("the docs' example files", () => {
  const dir = mkdtempSync(join(tmpdir(), "ringside-docs-"));
  cpSync(fixtures, dir, { recursive: true });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (const page of pages) {
    const blocks = [...readFileSync(page, "utf8").matchAll(/```yaml\n# ([a-z-]+\.yaml)\n([\s\S]*?)```/g)];
    it(`${page.split("/").pop()}: ${blocks.map((b) => b[1]).join(", ")} pass ringside check`, async () => {
      expect(blocks.length).toBeGreaterThan(0);
      let err = "";
      const io: CliIo = { out: () => {}, err: (t) => (err += t), cwd: dir, writeFile: () => {} };
      for (const [, name, body] of blocks) {
        writeFileSync(join(dir, `docs-${name}`), body!);
        expect(await runCli(["check", `docs-${name}`], io), err).toBe(0);
      }
    });
  }
});
