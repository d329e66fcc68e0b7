import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const script = new URL("../check-conventions.mjs", import.meta.url).pathname;
let dir = "";
afterEach(() => {
  if (dir !== "") rmSync(dir, { recursive: true, force: true });
});

/** The files of a game package `demo` that keeps every convention. */
function keptGame(): Record<string, string> {
  return {
    "package.json": JSON.stringify({
      name: "@ringside/demo",
      exports: { ".": "./dist/index.js", "./schemas/*": "./schemas/*" },
      files: ["dist", "schemas"],
    }),
    "schemas/config.schema.json": "{}",
    "src/index.ts": [
      'export { validateConfig, DEFAULT_OPTIONS, type DemoConfig, type DemoOptions } from "./config.js";',
      "export * from './samples.js';",
      'export { createNarrator, type NarratorOptions as DemoNarratorOptions } from "./narrator.js";',
      "export const randomBot = () => null;",
      "export type { DemoState, DemoMove, DemoEvent, DemoView, DemoResult } from './types.js';",
      "",
    ].join("\n"),
    "src/samples.ts": "export const samples = [];\nexport function sampleReports() { return []; }\n",
    "test/conformance.test.ts": "",
    "test/exports.test.ts": "",
    "test/schemas.test.ts": "",
    "test/snapshot.test.ts": "",
    "test/__snapshots__/snapshot.test.ts.snap": "",
  };
}

/** A tree with the given packages (name → files); returns the script's exit code and output. */
function check(packages: Record<string, Record<string, string>>): { status: number | null; output: string } {
  dir = mkdtempSync(join(tmpdir(), "ringside-conventions-"));
  for (const [name, files] of Object.entries(packages)) {
    for (const [path, text] of Object.entries(files)) {
      const file = join(dir, "packages", name, path);
      mkdirSync(join(file, ".."), { recursive: true });
      writeFileSync(file, text);
    }
  }
  const run = spawnSync(process.execPath, [script, dir], { encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("check-conventions", () => {
  it("passes a game that keeps all nine conventions", () => {
    const { status, output } = check({ demo: keptGame() });
    expect(output).toContain("conventions: 9/9 kept");
    expect(status).toBe(0);
  });

  it("fails, naming the convention, when a game breaks one", () => {
    const game = keptGame();
    game["src/index.ts"] = game["src/index.ts"]!.replace("validateConfig, ", "");
    delete game["test/__snapshots__/snapshot.test.ts.snap"];
    game["package.json"] = JSON.stringify({ name: "@ringside/demo", exports: { ".": "./dist/index.js" } });
    const { status, output } = check({ demo: game });
    expect(status).toBe(1);
    expect(output).toContain("conventions: 6/9 kept");
    expect(output).toContain("demo: validateConfig: no `validateConfig` export");
    expect(output).toContain("ships schemas/ but no `./schemas/*` entry");
    expect(output).toContain("no test/snapshot.test.ts with a stored snapshot");
  });

  it("fails when two packages export the same type name", () => {
    const other = keptGame();
    other["src/index.ts"] += "export type { Attribute } from './types.js';\n";
    const demo = keptGame();
    demo["src/index.ts"] += "export interface Attribute { readonly name: string }\n";
    const { status, output } = check({ demo, other });
    expect(status).toBe(1);
    expect(output).toContain("Attribute: demo, other");
  });

  it("does not ask a game where nobody decides for a randomBot", () => {
    const game = keptGame();
    game["src/index.ts"] = game["src/index.ts"]!.replace("export const randomBot = () => null;", "");
    expect(check({ demo: game }).status).toBe(1);
    game["package.json"] = game["package.json"]!.replace("{", '{"ringside":{"decisions":"none"},');
    expect(check({ demo: game }).status).toBe(0);
  });
});
