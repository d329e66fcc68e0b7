/**
 * Matches per second with two threshold bots, against drawing the same number of raw pure-rand
 * d6 as an average match throws, in one describe so that vitest prints the ratio. Target: the
 * engine within 3x of the raw dice.
 */
import { runMatch } from "@ringside/core";
import {
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

/** Average dice thrown per match over 500 seeded matches. */
function averageDice(): number {
  let total = 0;
  for (let seed = 0; seed < 500; seed++) {
    runMatch(powerhouses, { config, dice: seed, bots, onEvent: (e) => (total += diceThrown(e)) });
  }
  return Math.round(total / 500);
}

const DICE = averageDice();
let sink = 0;

describe(`one match (threshold bots 5 vs 4) against ${DICE} raw d6`, () => {
  let seed = 1_000;
  bench("engine: a full match with threshold bots", () => {
    sink += runMatch(powerhouses, { config, dice: seed++, bots }).steps;
  });
  const raw = xoroshiro128plus(1);
  bench(`raw: ${DICE} pure-rand uniformInt(rng, 1, 6)`, () => {
    for (let i = 0; i < DICE; i++) sink += uniformInt(raw, 1, 6);
  });
});

export { sink };
