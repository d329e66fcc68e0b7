// Measures Rasslefest's working copy against the integer working copy it replaced, in one run:
// the strong bot's search (one decision on each of 8 mid-match positions) and bulk odds
// (`simulate`, random and heuristic bots). Both copies are bundled the same way (esbuild, with
// core's sources), loaded natively by Node and timed in CPU time (process.cpuUsage), alternating
// batch by batch, so a loaded machine slows both alike. Needs `packages/rasslefest/bench/integer/`
// (the frozen sources of the integer copy), which lives only in the commit that measured it.
//
//   node scripts/rasslefest-working-copy.mjs [rounds]
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const integerEntry = join(root, "packages/rasslefest/bench/integer/index.ts");
if (!existsSync(integerEntry)) {
  console.error("no integer copy to compare with (packages/rasslefest/bench/integer/)");
  process.exit(1);
}
const out = mkdtempSync(join(tmpdir(), "rasslefest-copies-"));
const bundle = async (entry, name) => {
  const outfile = join(out, `${name}.mjs`);
  await build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    platform: "node",
    outfile,
    alias: { "@ringside/core": join(root, "packages/core/src/index.ts") },
    logLevel: "warning",
  });
  return import(pathToFileURL(outfile).href);
};
const core = await bundle(join(root, "packages/core/src/index.ts"), "core");
const copies = {
  integer: await bundle(integerEntry, "integer"),
  typed: await bundle(join(root, "packages/rasslefest/src/index.ts"), "typed"),
};
const rounds = Number(process.argv[2] ?? 12);

/** Mid-match positions (Control rounds with at least four moves), found by random play. */
function positions(game, count) {
  const found = [];
  for (let s = 1; found.length < count; s++) {
    let state = game.setup({}, s);
    const rng = core.createRng(s);
    for (let i = 0; i < 40; i++) {
      const t = game.turn(state);
      if (t.kind !== "decide") break;
      const p = t.players[0];
      const moves = game.moves(state, p);
      if (i > 10 && moves.length >= 4 && state.phase.kind === "lead") {
        found.push(state);
        break;
      }
      state = game.play(state, p, moves[rng.int(0, moves.length - 1)]).state;
    }
  }
  return found;
}
const spots = positions(copies.typed.rasslefest, 8);

/** CPU microseconds `f` takes, over `n` units of work. */
function cpu(f, n) {
  const start = process.cpuUsage();
  f();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / n;
}

const benches = {
  "strong bot, one decision (ms)": (m) => {
    const bot = m.strongBot();
    return () =>
      cpu(() => {
        for (const s of spots) {
          const p = s.phase.player;
          bot({ view: m.rasslefest.view(s, p), moves: m.rasslefest.moves(s, p), rng: core.createRng(7) });
        }
      }, spots.length) / 1000;
  },
  "simulate, random bots (µs a match)": (m) => {
    const bot = m.rassleRandomBot();
    let seed = 0;
    return () =>
      cpu(
        () => core.simulate(m.rasslefest, { count: 300, seed: seed++, config: {}, bots: { a: bot, b: bot } }),
        300,
      );
  },
  "simulate, heuristic bots (µs a match)": (m) => {
    const bot = m.heuristicBot();
    let seed = 0;
    return () =>
      cpu(
        () => core.simulate(m.rasslefest, { count: 200, seed: seed++, config: {}, bots: { a: bot, b: bot } }),
        200,
      );
  },
};

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
console.log(`node ${process.version}, ${rounds} alternating rounds, CPU time`);
for (const [name, make] of Object.entries(benches)) {
  const run = { integer: make(copies.integer), typed: make(copies.typed) };
  for (let i = 0; i < 3; i++) for (const r of Object.values(run)) r();
  const times = { integer: [], typed: [] };
  for (let i = 0; i < rounds; i++) for (const [k, r] of Object.entries(run)) times[k].push(r());
  const fmt = (k) => `${k} ${median(times[k]).toFixed(2)} (fastest ${Math.min(...times[k]).toFixed(2)})`;
  const ratio = median(times.typed) / median(times.integer);
  const fastest = Math.min(...times.typed) / Math.min(...times.integer);
  console.log(
    `${name}: ${fmt("integer")}, ${fmt("typed")}; typed/integer ${ratio.toFixed(2)}× (fastest ${fastest.toFixed(2)}×)`,
  );
}
