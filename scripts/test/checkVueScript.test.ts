import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const script = new URL("../check-vue-script.mjs", import.meta.url).pathname;
let dir = "";
afterEach(() => {
  if (dir !== "") rmSync(dir, { recursive: true, force: true });
});

/** A tree with docs/ holding the given files; returns the script's exit code and output. */
function check(files: Record<string, string>): { status: number | null; output: string } {
  dir = mkdtempSync(join(tmpdir(), "ringside-vue-script-"));
  for (const [name, text] of Object.entries(files)) {
    const file = join(dir, "docs", name);
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, text);
  }
  const run = spawnSync(process.execPath, [script, dir], { encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const template = "<template><p>hi</p></template>\n";

describe("check-vue-script", () => {
  it("accepts TypeScript components, generic ones and a plain lang=ts block beside the setup", () => {
    const { status, output } = check({
      "a/components/A.vue": `<!-- uses <script> -->\n<script setup lang="ts">\nconst n = 1;\n</script>\n${template}`,
      "b/components/B.vue": `<script setup lang="ts" generic="T extends string">\ndefineProps<{ t: T }>();\n</script>\n${template}`,
      "guide/components/C.vue": `<script lang="ts">\nexport const x = 1;\n</script>\n<script setup lang='ts'>\n</script>\n${template}`,
      ".vitepress/cache/deps/D.vue": `<script setup>\n</script>\n${template}`,
    });
    expect(output).toContain("3 components");
    expect(status).toBe(0);
  });
  it('lists every component without <script setup lang="ts">, with what is wrong', () => {
    const { status, output } = check({
      "a/components/Js.vue": `<script setup>\nconst n = 1;\n</script>\n${template}`,
      "a/components/Options.vue": `<script lang="ts">\nexport default {};\n</script>\n${template}`,
      "b/components/Mixed.vue": `<script>\nexport const x = 1;\n</script>\n<script setup lang="ts">\n</script>\n${template}`,
      "b/components/NoScript.vue": template,
      "b/components/Fine.vue": `<script setup lang="ts">\n</script>\n${template}`,
    });
    expect(status).toBe(1);
    expect(output).toContain(
      'docs/a/components/Js.vue: no <script setup lang="ts">; a <script> block without lang="ts"',
    );
    expect(output).toContain('docs/a/components/Options.vue: no <script setup lang="ts">');
    expect(output).toContain('docs/b/components/Mixed.vue: a <script> block without lang="ts"');
    expect(output).toContain('docs/b/components/NoScript.vue: no <script setup lang="ts">');
    expect(output).not.toContain("Fine.vue");
  });
});
