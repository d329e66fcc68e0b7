import { bench, describe } from "vitest";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { createRng, seededDice } from "@ringside/core";
import {
  fastmatch,
  generateGrid,
  createSimulator,
  resolveMatch,
  type FastMatchConfig,
  type FastMatchState,
} from "@ringside/fastmatch";
import { randomCharacter, randomStrategy } from "../test/helpers.js";
import { advanceToEnd, diceRolled, resolveBatch } from "./pool.js";
import { flatD6 } from "../../core/bench/flatD6.js";

/** Opening states of random legal singles matches (loaded once): the bench times resolution only. */
const POOL = 256;
const states: FastMatchState[] = [];
const configs: FastMatchConfig[] = [];
for (let i = 0; i < POOL; i++) {
  const rng = createRng(i);
  const a = randomCharacter(rng, "Ace");
  const b = randomCharacter(rng, "Bolt");
  const config = {
    sides: [
      { wrestlers: [a], strategy: randomStrategy(rng, a, "challenger", 20) },
      { wrestlers: [b], strategy: randomStrategy(rng, b, "defender", 20) },
    ],
    grid: generateGrid(seededDice(i)),
    timeLimit: 20,
  };
  // Made by the Game: a state it made is trusted (not validated again) by every path.
  states.push(fastmatch.setup(config as never, i));
  configs.push(config as never);
}

for (const s of states) if (s.dice.kind !== "seeded") throw new Error("the bench pool is seeded");
/** The dice the pool's matches roll (see {@link diceRolled}). */
const rolls = diceRolled(states);

/**
 * Matches per timed sample (the baseline draws as many matches' worth of dice). Between samples the
 * harness runs its own asynchronous code; with 16 matches a sample (about 15 µs) that work showed
 * in the engine's mean (its code and states start each sample colder) but hardly in the raw
 * loop's, so samples are long enough for it not to count.
 */
const BATCH = 128;
/** Raw d6 per bench iteration: exactly what `BATCH` matches of the pool roll on average. */
const RAW_PER_BATCH = Math.max(1, Math.round((rolls * BATCH) / POOL));

const OPTIONS = { time: 1500, warmupIterations: 50 };

const gen = xoroshiro128plus(42);
let sink = 0;
/**
 * The raw bound: `RAW_PER_BATCH` pure-rand d6, one `uniformInt` call each, summed in a local and
 * kept by a small integer (a module-level sum growing past the small-integer range would box a
 * number per die and slow the baseline, flattering the engine).
 */
function rawBatch(): void {
  let total = 0;
  for (let k = 0; k < RAW_PER_BATCH; k++) total += uniformInt(gen, 1, 6);
  sink = (sink + total) & 0xffffff;
}

/**
 * Every timed path runs warm, untimed, first (as the rasslefest bench does): no bench pays another's
 * compilation, and the raw loop is not timed while it is still the only code the compiler has seen.
 */
const sim = createSimulator();
/** One simulator per booking of the pool: `play(seed)` replays that booking with new dice. */
const booked = configs.map((c) => createSimulator(c));
for (let k = 0; k < 2000; k++) {
  rawBatch();
  const s = states[k % POOL]!;
  sim.resolve(s);
  booked[k % POOL]!.play(k);
  resolveMatch(s, { events: false });
  if (k % 2 === 0) resolveMatch(s);
  if (k % 4 === 0) advanceToEnd(s);
}

describe("fastmatch singles", () => {
  let i = 0;
  bench(
    `Game API (runMatch): ${BATCH} singles matches (20-round limit)`,
    () => {
      for (let k = 0; k < BATCH; k++) advanceToEnd(states[i++ % POOL]!);
    },
    OPTIONS,
  );
  bench(
    `resolveMatch with events: ${BATCH} singles matches`,
    () => {
      for (let k = 0; k < BATCH; k++) resolveMatch(states[i++ % POOL]!);
    },
    OPTIONS,
  );
  bench(
    `resolveMatch({ events: false }), the readable rules: ${BATCH} singles matches`,
    () => {
      for (let k = 0; k < BATCH; k++) resolveMatch(states[i++ % POOL]!, { events: false });
    },
    OPTIONS,
  );
  bench(
    `createSimulator().resolve, the bulk path: ${BATCH} singles matches`,
    () => {
      sink = (sink + resolveBatch(sim, states, i, BATCH)) & 0xffffff;
      i += BATCH;
    },
    OPTIONS,
  );
  bench(
    `createSimulator(config).play(seed), the bulk path: ${BATCH} singles matches`,
    () => {
      for (let k = 0; k < BATCH; k++) {
        const n = i++;
        sink = (sink + booked[n % POOL]!.play(n).state.round) & 0xffffff;
      }
    },
    OPTIONS,
  );
  bench(
    `raw pure-rand baseline: ${RAW_PER_BATCH} d6 (what ${BATCH} of these matches roll, ${(rolls / POOL).toFixed(1)} each)`,
    rawBatch,
    OPTIONS,
  );
});

/**
 * The same d6 as the fast path draws them (core's `sumD6` rule: the values and generator steps of
 * `uniformInt(rng, 1, 6)`), in one flat loop (`flatD6`, shared with the other benches): a cheaper
 * program drawing the same values than the raw bound above. Multiply the ratios above by the factor
 * this describe prints for the stricter bound.
 */
const words = Int32Array.from(xoroshiro128plus(42).getState());
describe("the raw bound two ways: pure-rand's uniformInt against the fast path's own draw", () => {
  bench(`raw pure-rand baseline: ${RAW_PER_BATCH} d6`, rawBatch, OPTIONS);
  bench(
    `raw: ${RAW_PER_BATCH} d6 drawn as the fast path draws them (one flat loop)`,
    () => {
      sink = (sink + flatD6(words, RAW_PER_BATCH)) & 0xffffff;
    },
    OPTIONS,
  );
});
