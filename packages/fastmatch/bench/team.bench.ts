import { bench, describe } from "vitest";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import {
  createSimulator,
  loadConfig,
  resolveMatch,
  setupMatch,
  type FastMatchConfig,
  type FastMatchState,
} from "@ringside/fastmatch";
import { randomConfig } from "../test/helpers.js";
import { advanceToEnd, diceRolled, resolveBatch } from "./pool.js";

/*
 * Tag and six-man matches (20-round limit) on the bulk path, in a file of their own so the
 * singles bench's process never plays a team match. Same three rules as the singles bench: the raw
 * bound counts every value the pool's matches draw (replayed through the reference rules), every
 * path runs warm first, and each sample is a batch of matches.
 */
const POOL = 256;
const BATCH = 64;
const OPTIONS = { time: 1500, warmupIterations: 30 };

const gen = xoroshiro128plus(42);
let sink = 0;
/** The raw bound: `n` pure-rand d6 summed in a local (one function for both team sizes). */
function rawDice(n: number): void {
  let total = 0;
  for (let k = 0; k < n; k++) total += uniformInt(gen, 1, 6);
  sink = (sink + total) & 0xffffff;
}

/** The test helper's random team match, checked by the engine's loader (set-up only, not timed). */
function teamConfig(seed: number, size: 2 | 3): FastMatchConfig {
  const config: unknown = randomConfig(seed, size, 20);
  loadConfig(config);
  // loadConfig accepted it, so it has every field FastMatchConfig names, with their types.
  return config as FastMatchConfig;
}

for (const size of [2, 3] as const) {
  const states: FastMatchState[] = Array.from({ length: POOL }, (_, i) => setupMatch(teamConfig(i, size), i));
  const rolls = diceRolled(states);
  const raw = Math.max(1, Math.round((rolls * BATCH) / POOL));
  const rawBatch = (): void => rawDice(raw);

  const sim = createSimulator();
  for (let k = 0; k < 1000; k++) {
    rawBatch();
    const s = states[k % POOL]!;
    sim.resolve(s);
    resolveMatch(s, { events: false });
    if (k % 2 === 0) resolveMatch(s);
    if (k % 4 === 0) advanceToEnd(s);
  }
  describe(`fastmatch ${size === 2 ? "tag" : "six-man"}`, () => {
    let i = 0;
    bench(
      `Game API (runMatch): ${BATCH} matches`,
      () => {
        for (let k = 0; k < BATCH; k++) advanceToEnd(states[i++ % POOL]!);
      },
      OPTIONS,
    );
    bench(
      `resolveMatch with events: ${BATCH} matches`,
      () => {
        for (let k = 0; k < BATCH; k++) resolveMatch(states[i++ % POOL]!);
      },
      OPTIONS,
    );
    bench(
      `resolveMatch({ events: false }), the readable rules: ${BATCH} matches`,
      () => {
        for (let k = 0; k < BATCH; k++) resolveMatch(states[i++ % POOL]!, { events: false });
      },
      OPTIONS,
    );
    bench(
      `createSimulator().resolve, the bulk path: ${BATCH} matches`,
      () => {
        sink = (sink + resolveBatch(sim, states, i, BATCH)) & 0xffffff;
        i += BATCH;
      },
      OPTIONS,
    );
    bench(`raw pure-rand baseline: ${raw} d6 (${(rolls / POOL).toFixed(1)} a match)`, rawBatch, OPTIONS);
  });
}
