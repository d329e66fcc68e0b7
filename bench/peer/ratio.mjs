// Bundles src/ratio.ts (the Ringside sources and boardgame.io) and runs it: the peer ratio in one
// process, rounds of each side interleaved. `node bench/peer/ratio.mjs` from the repo root.
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "ringside-peer-"));
const out = join(dir, "ratio.mjs");
await build({
  entryPoints: [join(here, "src/ratio.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  outfile: out,
  logLevel: "warning",
  alias: {
    "@ringside/core/testkit": join(here, "../../packages/core/src/testkit.ts"),
    "@ringside/core": join(here, "../../packages/core/src/index.ts"),
    "@ringside/powerhouses/engine": join(here, "../../packages/powerhouses/src/engine.ts"),
    "@ringside/powerhouses": join(here, "../../packages/powerhouses/src/index.ts"),
  },
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
});
const run = spawnSync(process.execPath, [out], { stdio: "inherit" });
rmSync(dir, { recursive: true, force: true });
process.exit(run.status ?? 1);
