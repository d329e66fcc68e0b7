import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const script = new URL("../check-file-size.mjs", import.meta.url).pathname;
const TIER_LIST = "packages/superdice/src/data/tierList.ts";
let dir = "";
afterEach(() => {
  if (dir !== "") rmSync(dir, { recursive: true, force: true });
});

/** A module of `n` lines, each ending in a newline. */
const lines = (n: number): string => "export const x = 1;\n".repeat(n);

/**
 * A tree holding the given files (paths from its root), the allowed tier list included unless the
 * files say otherwise (`null` leaves it out); returns the script's exit code and output.
 */
function check(files: Record<string, string | null>): { status: number | null; output: string } {
  dir = mkdtempSync(join(tmpdir(), "ringside-file-size-"));
  for (const [name, text] of Object.entries({ [TIER_LIST]: lines(539), ...files })) {
    if (text === null) continue;
    const file = join(dir, name);
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, text);
  }
  const run = spawnSync(process.execPath, [script, dir], { encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("check-file-size", () => {
  it("fails on a source file over 400 lines, naming it with its length", () => {
    const { status, output } = check({
      "packages/demo/src/rules/big.ts": lines(401),
      "packages/demo/src/small.ts": lines(12),
    });
    expect(status).toBe(1);
    expect(output).toContain("packages/demo/src/rules/big.ts: 401 lines, more than 400");
    expect(output).not.toContain("small.ts");
  });

  it("counts a last line without its newline", () => {
    const { status, output } = check({ "packages/demo/src/big.ts": `${lines(400)}export const y = 2;` });
    expect(status).toBe(1);
    expect(output).toContain("packages/demo/src/big.ts: 401 lines");
  });

  it("passes files of 400 lines, tests of any length and files outside src/", () => {
    const { status, output } = check({
      "packages/demo/src/full.ts": lines(400),
      "packages/demo/src/long.test.ts": lines(900),
      "packages/demo/test/types.test-d.ts": lines(900),
      "packages/demo/src/types.test-d.ts": lines(900),
      "packages/demo/bench/demo.bench.ts": lines(900),
    });
    expect(output).toContain("none over 400 lines");
    expect(status).toBe(0);
  });

  it("holds the docs site's modules and components to the same limit, not its tests or build output", () => {
    const { status, output } = check({
      "docs/demo/components/Big.vue": lines(401),
      "docs/demo/components/big.ts": lines(401),
      "docs/demo/components/Small.vue": lines(300),
      "docs/test/demo.browser.test.ts": lines(900),
      "docs/.vitepress/cache/deps/vue.mjs": lines(900),
      "docs/.vitepress/cache/deps/chunk.ts": lines(900),
      "docs/.vitepress/dist/assets/app.ts": lines(900),
      "docs/node_modules/dep/index.ts": lines(900),
    });
    expect(status).toBe(1);
    expect(output).toContain("docs/demo/components/Big.vue: 401 lines, more than 400");
    expect(output).toContain("docs/demo/components/big.ts: 401 lines, more than 400");
    expect(output).not.toMatch(/Small\.vue|browser\.test|cache|dist|node_modules/);
  });

  it("lets the allowed data table exceed 400 lines, and only that one", () => {
    const { status, output } = check({ "packages/superdice/src/data/other.ts": lines(450) });
    expect(status).toBe(1);
    expect(output).toContain("packages/superdice/src/data/other.ts: 450 lines");
    expect(output).not.toContain("tierList.ts");
  });

  it("fails when an allowed data table is gone or fits, so the list stays true", () => {
    const gone = check({ [TIER_LIST]: null });
    expect(gone.status).toBe(1);
    expect(gone.output).toContain(`${TIER_LIST}: allowed to exceed 400 lines as a data table`);
    const fits = check({ [TIER_LIST]: lines(300) });
    expect(fits.status).toBe(1);
    expect(fits.output).toContain("remove it from ALLOWED");
  });
});
