import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const script = new URL("../check-cycles.mjs", import.meta.url).pathname;
let dir = "";
afterEach(() => {
  if (dir !== "") rmSync(dir, { recursive: true, force: true });
});

/** A tree with packages/demo/src holding the given files; returns the script's exit code and output. */
function check(files: Record<string, string>): { status: number | null; output: string } {
  dir = mkdtempSync(join(tmpdir(), "ringside-cycles-"));
  for (const [name, text] of Object.entries(files)) {
    const file = join(dir, "packages", "demo", "src", name);
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, text);
  }
  const run = spawnSync(process.execPath, [script, dir], { encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("check-cycles", () => {
  it("finds a runtime cycle through imports and re-exports", () => {
    const { status, output } = check({
      "a.ts": 'import { b } from "./b.js";\nexport const a = () => b;\n',
      "b.ts": 'export { c as b } from "./deep/c.js";\n',
      "deep/c.ts": 'import {\n  a,\n} from "../a.js";\nexport const c = a;\n',
    });
    expect(status).toBe(1);
    expect(output).toContain(
      "packages/demo/src/a.ts <-> packages/demo/src/b.ts <-> packages/demo/src/deep/c.ts",
    );
  });
  it("finds a loop closed by type-only imports too", () => {
    const { status, output } = check({
      "a.ts": 'import type { B } from "./b.js";\nexport interface A { b?: B }\n',
      "b.ts":
        'import { a } from "./c.js";\nexport type { A } from "./a.js";\nexport interface B { a: typeof a }\n',
      "c.ts": "export const a = 1;\n",
    });
    expect(status).toBe(1);
    expect(output).toContain("packages/demo/src/a.ts <-> packages/demo/src/b.ts");
  });

  it("passes types that live beside what both modules share", () => {
    const { status } = check({
      "a.ts": 'import type { B } from "./b.js";\nexport interface A { b?: B }\n',
      "b.ts": 'import { a } from "./c.js";\nexport interface B { a: typeof a }\n',
      "c.ts": "export const a = 1;\n",
    });
    expect(status).toBe(0);
  });
});
