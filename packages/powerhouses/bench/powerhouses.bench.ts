/**
 * Matches per second with two threshold bots (and two optimal bots), against drawing the same
 * number of raw pure-rand d6 as an average match throws, in one describe per pairing so that vitest
 * prints the ratios: the Game API path (runMatch, move by move) and the fast path (fastPowerhouses,
 * as simulatePowerhouses uses it). Target: within 3x of the raw dice. A last describe compares the
 * raw bound with the same dice drawn the way the fast path draws them (cheaper per die).
 */
import { runMatch } from "@ringside/core";
import {
  fastPowerhouses,
  optimalBot,
  powerhouses,
  thresholdBot,
  type PowerhousesConfig,
  type PowerhousesEvent,
} from "@ringside/powerhouses";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { bench, describe } from "vitest";
import { flatD6 } from "../../core/bench/flatD6.js";

const config: PowerhousesConfig = {
  red: {
    name: "Bruno",
    specialty: "Strength",
    weakness: "Agility",
    faces3to5: ["Brawling", "Martial Arts", "Technical Ability"],
  },
  blue: {
    name: "Kid",
    specialty: "Agility",
    weakness: "Strength",
    faces3to5: ["Brawling", "Martial Arts", "Technical Ability"],
  },
};
const bots = { red: thresholdBot(5), blue: thresholdBot(4) };

function diceThrown(event: PowerhousesEvent): number {
  return event.type === "rolled" || event.type === "come-back" ? event.faces.length : 0;
}

const optimal = { red: optimalBot(), blue: optimalBot() };
const runner = fastPowerhouses(config);

/** Average dice thrown per match over 500 seeded matches. */
function averageDice(pair: typeof bots): number {
  let total = 0;
  for (let seed = 0; seed < 500; seed++) {
    runMatch(powerhouses, { config, dice: seed, bots: pair, onEvent: (e) => (total += diceThrown(e)) });
  }
  return Math.round(total / 500);
}

// The optimal bot's tables are built once per pairing and dice count (well under a second, as in
// a simulation); build them before timing so that the bench measures the steady state. The
// threshold runs warm the same code (the JIT's tiers) for the same reason.
for (let seed = 0; seed < 30_000; seed++) runner.play(-seed, optimal);
for (let seed = 0; seed < 3000; seed++) runner.play(-seed, bots);

const DICE = averageDice(bots);
const OPTIMAL_DICE = averageDice(optimal);
let sink = 0;
/**
 * A longer run per bench: on a shared, loaded machine the means need many samples to settle. Every
 * bench (engine and raw alike) first runs untimed for a while, so that no mean includes code the
 * JIT has not optimised yet.
 */
const opts = { time: 1500, warmupTime: 300 };
/**
 * Matches per timed sample (the raw baseline draws as many matches' worth of dice). One match takes
 * about two microseconds: timed one by one, the timer and the harness's own work between samples
 * would weigh on both sides and pull the ratio towards 1.
 */
const BATCH = 64;

/**
 * The raw bound: `n` pure-rand d6, one `uniformInt` call each, summed in a local and kept as a small
 * integer (adding each die to a module-level sum would cost the baseline a store per die, and a sum
 * grown past the small-integer range a boxed number per die, flattering the engine).
 */
function rawDice(gen: ReturnType<typeof xoroshiro128plus>, n: number): void {
  let total = 0;
  for (let i = 0; i < n; i++) total += uniformInt(gen, 1, 6);
  sink = (sink + total) & 0xffffff;
}

describe(`one match (threshold bots 5 vs 4) against ${DICE} raw d6`, () => {
  let seed = 1_000;
  bench(
    `engine: ${BATCH} full matches with threshold bots`,
    () => {
      let steps = 0;
      for (let k = 0; k < BATCH; k++) steps += runMatch(powerhouses, { config, dice: seed++, bots }).steps;
      sink = (sink + steps) & 0xffffff;
    },
    opts,
  );
  let fastSeed = 1_000;
  bench(
    `fast path: fastPowerhouses(config).play, ${BATCH} matches with threshold bots`,
    () => {
      let steps = 0;
      for (let k = 0; k < BATCH; k++) steps += runner.play(fastSeed++, bots).steps;
      sink = (sink + steps) & 0xffffff;
    },
    opts,
  );
  const raw = xoroshiro128plus(1);
  bench(`raw: ${BATCH} × ${DICE} pure-rand uniformInt(rng, 1, 6)`, () => rawDice(raw, BATCH * DICE), opts);
});

describe(`one match (optimal bots) against ${OPTIMAL_DICE} raw d6`, () => {
  let seed = 1_000;
  bench(
    `engine: ${BATCH} full matches with optimal bots`,
    () => {
      let steps = 0;
      for (let k = 0; k < BATCH; k++)
        steps += runMatch(powerhouses, { config, dice: seed++, bots: optimal }).steps;
      sink = (sink + steps) & 0xffffff;
    },
    opts,
  );
  let fastSeed = 1_000;
  bench(
    `fast path: fastPowerhouses(config).play, ${BATCH} matches with optimal bots`,
    () => {
      let steps = 0;
      for (let k = 0; k < BATCH; k++) steps += runner.play(fastSeed++, optimal).steps;
      sink = (sink + steps) & 0xffffff;
    },
    opts,
  );
  const raw = xoroshiro128plus(1);
  bench(
    `raw: ${BATCH} × ${OPTIMAL_DICE} pure-rand uniformInt(rng, 1, 6)`,
    () => rawDice(raw, BATCH * OPTIMAL_DICE),
    opts,
  );
});

/**
 * The same d6 as the fast path draws them (core's `sumD6` rule: the values and generator steps of
 * `uniformInt(rng, 1, 6)`), in one flat loop (`flatD6`, shared with the other benches): a cheaper
 * program drawing the same values than the raw bound above. The fast path draws each die this way,
 * so this describe shows how much stricter a bound built on it would be (multiply the ratios above
 * by the factor it prints). The state goes back to `words` once per sample, not per die.
 */
describe(`the raw bound two ways: ${BATCH} × ${DICE} d6, pure-rand's uniformInt against the fast path's own draw`, () => {
  const raw = xoroshiro128plus(1);
  bench(`raw: ${BATCH} × ${DICE} pure-rand uniformInt(rng, 1, 6)`, () => rawDice(raw, BATCH * DICE), opts);
  const words = Int32Array.from(xoroshiro128plus(1).getState());
  bench(
    `raw: ${BATCH} × ${DICE} d6 drawn as the fast path draws them`,
    () => {
      sink = (sink + flatD6(words, BATCH * DICE)) & 0xffffff;
    },
    opts,
  );
});

export { sink };
