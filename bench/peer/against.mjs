// `runMatch` on the peer pairing, the working tree against another commit, in one process: each
// side bundled from its own sources into a worker of its own, rounds alternated, each round timed
// in CPU time. `node bench/peer/against.mjs [commit]` from the repo root (default HEAD); ROUNDS=n.
import { build } from "esbuild";
import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

const here = fileURLToPath(new URL(".", import.meta.url));
const repo = join(here, "../..");
const commit = process.argv[2] ?? "HEAD";
const rounds = Number(process.env.ROUNDS ?? 20);
const dir = mkdtempSync(join(tmpdir(), "ringside-against-"));
const base = join(dir, "base");
execSync(
  `mkdir -p "${base}" && git archive "${commit}" packages/core/src packages/powerhouses/src | tar -x -C "${base}"`,
  {
    cwd: repo,
    stdio: "inherit",
  },
);
const sides = { [commit]: base, "working tree": repo };
const files = {};
for (const [name, root] of Object.entries(sides)) {
  files[name] = join(dir, `${Object.keys(files).length}.mjs`);
  await build({
    entryPoints: [join(here, "src/againstRound.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile: files[name],
    logLevel: "warning",
    // The commit's sources resolve valibot and pure-rand from the working tree's install.
    nodePaths: [join(repo, "packages/core/node_modules"), join(repo, "node_modules")],
    alias: {
      "@ringside/core": join(root, "packages/core/src/index.ts"),
      "@ringside/powerhouses": join(root, "packages/powerhouses/src/index.ts"),
    },
  });
}
const workers = Object.fromEntries(Object.entries(files).map(([name, file]) => [name, new Worker(file)]));
const ask = (name) =>
  new Promise((resolve) => {
    workers[name].once("message", resolve);
    workers[name].postMessage("round");
  });
const times = Object.fromEntries(Object.keys(sides).map((name) => [name, []]));
// Three rounds each to warm up (the JIT's tiers), then alternate.
for (let r = -3; r < rounds; r++)
  for (const name of Object.keys(sides)) {
    const t = await ask(name);
    if (r >= 0) times[name].push(t);
  }
await Promise.all(Object.values(workers).map((w) => w.terminate()));
rmSync(dir, { recursive: true, force: true });
const at = (list, q) => [...list].sort((a, b) => a - b)[Math.floor(q * (list.length - 1))];
for (const [name, list] of Object.entries(times))
  console.log(
    `${name}: fastest ${at(list, 0).toFixed(1)} µs, median ${at(list, 0.5).toFixed(1)} µs a match (CPU time)`,
  );
const [a, b] = Object.values(times);
console.log(
  `working tree / ${commit}: ${(at(b, 0) / at(a, 0)).toFixed(3)} fastest, ${(at(b, 0.5) / at(a, 0.5)).toFixed(3)} median`,
);
