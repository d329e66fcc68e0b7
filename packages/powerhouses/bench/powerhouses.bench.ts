/**
 * Matches per second with two threshold bots (and two optimal bots), against drawing the same
 * number of raw pure-rand d6 as an average match throws, in one describe per pairing so that vitest
 * prints the ratios: the Game API path (runMatch, move by move) and the fast path (fastPowerhouses,
 * as simulatePowerhouses uses it). Target: within 3x of the raw dice.
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

describe(`one match (threshold bots 5 vs 4) against ${DICE} raw d6`, () => {
  let seed = 1_000;
  bench(
    "engine: a full match with threshold bots",
    () => {
      sink += runMatch(powerhouses, { config, dice: seed++, bots }).steps;
    },
    opts,
  );
  let fastSeed = 1_000;
  bench(
    "fast path: fastPowerhouses(config).play with threshold bots",
    () => {
      sink += runner.play(fastSeed++, bots).steps;
    },
    opts,
  );
  const raw = xoroshiro128plus(1);
  bench(
    `raw: ${DICE} pure-rand uniformInt(rng, 1, 6)`,
    () => {
      for (let i = 0; i < DICE; i++) sink += uniformInt(raw, 1, 6);
    },
    opts,
  );
});

describe(`one match (optimal bots) against ${OPTIMAL_DICE} raw d6`, () => {
  let seed = 1_000;
  bench(
    "engine: a full match with optimal bots",
    () => {
      sink += runMatch(powerhouses, { config, dice: seed++, bots: optimal }).steps;
    },
    opts,
  );
  let fastSeed = 1_000;
  bench(
    "fast path: fastPowerhouses(config).play with optimal bots",
    () => {
      sink += runner.play(fastSeed++, optimal).steps;
    },
    opts,
  );
  const raw = xoroshiro128plus(1);
  bench(
    `raw: ${OPTIMAL_DICE} pure-rand uniformInt(rng, 1, 6)`,
    () => {
      for (let i = 0; i < OPTIMAL_DICE; i++) sink += uniformInt(raw, 1, 6);
    },
    opts,
  );
});

export { sink };
