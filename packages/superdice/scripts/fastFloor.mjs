// Super Dice's fast path against its rules-free floor, in CPU time, optionally before and after:
//
//   node packages/superdice/scripts/fastFloor.mjs [--base <commit>] [--api] [--frozen] [--listing] [--rounds 16] [--matches 200]
//
// Bundles scripts/fastFloorEntry.ts from the working tree (and, with --base, from that commit's
// sources, taken with `git archive`) and plays alternate rounds of `--matches` seeded random-bot
// matches on each fast path, beside the floor and the raw dice of `bench/superdice.bench.ts`, in
// one Node process. With --api the process also plays the Game API (a tenth as many matches a
// round), as `pnpm bench` does; with --frozen it also plays the fast path from a deep-frozen
// configuration (checked once); with --listing it also plays the fast path with an empty `onStep`
// hook and with a hook that lists each Action Phase decision a second time, and prints the
// difference: what listing the legal actions costs a match, and the rest of the match without it.
// Prints each side's fastest and mean round, per match, and its
// ratio to the floor.
import { build } from "esbuild";
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import process from "node:process";
import { fileURLToPath, URL } from "node:url";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({
  options: {
    base: { type: "string" },
    api: { type: "boolean", default: false },
    frozen: { type: "boolean", default: false },
    listing: { type: "boolean", default: false },
    rounds: { type: "string", default: "16" },
    matches: { type: "string", default: "200" },
  },
});
const root = fileURLToPath(new URL("../../..", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "superdice-floor-"));

async function bundle(tree, name, entry = "fastFloorEntry.ts") {
  const out = join(dir, `${name}.mjs`);
  await build({
    entryPoints: [join(tree, "packages/superdice/scripts", entry)],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile: out,
    logLevel: "warning",
    alias: { "@ringside/core": join(tree, "packages/core/src/index.ts") },
    nodePaths: [join(root, "packages/superdice/node_modules"), join(root, "packages/core/node_modules")],
  });
  return out;
}

const sides = [
  { name: "now", file: await bundle(root, "now", args.listing ? "fastFloorListing.ts" : undefined) },
];
// The average match is counted through the Game API, on a copy of its own: the rules functions of
// a copy that plays the Game API see its frozen states too (a slower mix; --api measures it).
const counter = await bundle(root, "counter");
if (args.base !== undefined) {
  const tree = join(dir, "base");
  mkdirSync(tree);
  const tar = execFileSync(
    "git",
    ["archive", args.base, "tsconfig.base.json", "packages/core", "packages/superdice"],
    {
      cwd: root,
      maxBuffer: 1 << 28,
    },
  );
  execFileSync("tar", ["-x", "-C", tree], { input: tar });
  copyFileSync(
    join(root, "packages/superdice/scripts/fastFloorEntry.ts"),
    join(tree, "packages/superdice/scripts/fastFloorEntry.ts"),
  );
  sides.unshift({ name: `before (${args.base})`, file: await bundle(tree, "base") });
}

const runner = join(dir, "run.mjs");
writeFileSync(
  runner,
  `
const sides = ${JSON.stringify(sides)};
const rounds = ${Number(args.rounds)};
const matches = ${Number(args.matches)};
const api = ${args.api};
const frozen = ${args.frozen};
const listing = ${args.listing};
const mods = [];
for (const s of sides) mods.push(await import(s.file));
const now = mods[mods.length - 1];
const avg = (await import(${JSON.stringify(counter)})).averageMatch();
const MOVES = Math.round(avg.moves);
console.log(\`average match: \${avg.dice} dice, \${avg.decisions} decisions of \${avg.moves.toFixed(2)} moves\`);
let sink = 0;
function cpu(f, n) {
  const t = process.cpuUsage();
  f(n);
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000 / n; // ms per match
}
const timers = [];
for (let i = 0; i < sides.length; i++) {
  let seed = 1000 * i;
  timers.push({ name: "fast path, " + sides[i].name, run: (n) => { for (let k = 0; k < n; k++) sink += mods[i].playFast(++seed % 100000); }, n: matches });
  if (frozen && mods[i].playFastFrozen !== undefined) timers.push({ name: "fast path, frozen config, " + sides[i].name, run: (n) => { for (let k = 0; k < n; k++) sink += mods[i].playFastFrozen(++seed % 100000); }, n: matches });
  if (listing && i === sides.length - 1) {
    timers.push({ name: "fast path, empty onStep", hooked: true, run: (n) => { for (let k = 0; k < n; k++) sink += mods[i].playFastHooked(++seed % 100000); }, n: matches });
    timers.push({ name: "fast path, listing twice", twice: true, run: (n) => { for (let k = 0; k < n; k++) sink += mods[i].playFastListingTwice(++seed % 100000); }, n: matches });
  }
  if (api) timers.push({ name: "Game API, " + sides[i].name, run: (n) => { for (let k = 0; k < n; k++) sink += mods[i].playApi(++seed % 100000); }, n: Math.max(1, matches / 10) });
}
const rng = now.createRng(1);
timers.push({ name: "floor", run: (n) => { for (let k = 0; k < n; k++) sink += now.floorMatch(rng, avg.decisions, MOVES, avg.dice); }, n: matches * 10 });
timers.push({ name: "raw dice", run: (n) => { for (let k = 0; k < n; k++) sink += now.rawDice(avg.dice); }, n: matches * 100 });
const times = timers.map(() => []);
for (let r = 0; r < rounds + 1; r++) {
  for (let t = 0; t < timers.length; t++) {
    const ms = cpu(timers[t].run, timers[t].n);
    if (r > 0) times[t].push(ms);
  }
}
const floor = Math.min(...times[timers.length - 2]);
const floorMean = times[timers.length - 2].reduce((a, b) => a + b, 0) / rounds;
const fmt = (ms) => ms >= 0.1 ? ms.toFixed(2) + " ms" : (ms * 1000).toFixed(1) + " µs";
for (let t = 0; t < timers.length; t++) {
  const min = Math.min(...times[t]);
  const mean = times[t].reduce((a, b) => a + b, 0) / rounds;
  console.log(\`\${timers[t].name.padEnd(40)} fastest \${fmt(min).padStart(9)}  mean \${fmt(mean).padStart(9)}  × floor \${(min / floor).toFixed(1)} / \${(mean / floorMean).toFixed(1)}\`);
}
if (listing) {
  const best = (pick) => Math.min(...times[timers.findIndex(pick)]);
  const mean = (pick) => times[timers.findIndex(pick)].reduce((a, b) => a + b, 0) / rounds;
  const list = best((t) => t.twice) - best((t) => t.hooked);
  const listMean = mean((t) => t.twice) - mean((t) => t.hooked);
  const whole = best((t) => t.name === "fast path, now");
  const wholeMean = mean((t) => t.name === "fast path, now");
  console.log(\`listing the Action Phase, per match: \${fmt(list)} (mean \${fmt(listMean)}), \${(100 * list / whole).toFixed(0)}% of a match\`);
  console.log(\`the match without its listing: \${fmt(whole - list)} (mean \${fmt(wholeMean - listMean)}), × floor \${((whole - list) / floor).toFixed(1)} / \${((wholeMean - listMean) / floorMean).toFixed(1)}\`);
}
if (sink === 0.5) console.log(sink);
`,
);
const run = spawnSync(process.execPath, [runner], { stdio: "inherit" });
rmSync(dir, { recursive: true, force: true });
process.exit(run.status ?? 1);
