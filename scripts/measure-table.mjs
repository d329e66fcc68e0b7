// Bundles scripts/measure-table.ts from the sources (every @ringside package aliased to its src)
// and runs it: bot think times and link lengths of the docs table. `SEEDS=n` sets the matches per
// bot (6 by default). Usage: node scripts/measure-table.mjs
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const packages = ["core", "powerhouses", "fastmatch", "blitzmatch", "rasslefest", "ringmaster", "superdice"];
mkdirSync(`${root}.tmp`, { recursive: true });
const outfile = `${root}.tmp/measure-table.mjs`;
await build({
  entryPoints: [`${root}scripts/measure-table.ts`],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outfile,
  logLevel: "warning",
  alias: Object.fromEntries(packages.map((p) => [`@ringside/${p}`, `${root}packages/${p}/src/index.ts`])),
});
const run = spawnSync(process.execPath, [outfile], { stdio: "inherit" });
process.exit(run.status ?? 1);
