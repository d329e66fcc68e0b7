/**
 * Solving a pairing exactly (solvePowerhouses): the time per solve for four kinds of pairing, from
 * standard sheets (at most half the faces count for one ability) to a custom sheet where five faces
 * of six count for one ability (rolls run much longer, so the tables reach much higher counts).
 * In the same describe, the one-exchange bot's tables of the same pairing (every dice count), the
 * work the exchangeBot does per pairing, so one run prints the ratio. The table sizes are printed
 * once before the runs (`stats.bytes`).
 */
import { createRng } from "@ringside/core";
import {
  exchangeBot,
  powerhouses,
  solvePowerhouses,
  type PowerhousesConfig,
  type SheetInput,
} from "@ringside/powerhouses";
import { bench, describe } from "vitest";

const bruno: SheetInput = {
  name: "Bruno",
  specialty: "Strength",
  weakness: "Agility",
  faces3to5: ["Brawling", "Martial Arts", "Technical Ability"],
};
const kid: SheetInput = {
  name: "Kid",
  specialty: "Agility",
  weakness: "Strength",
  faces3to5: ["Brawling", "Martial Arts", "Technical Ability"],
};
const flyer: SheetInput = {
  kind: "custom",
  name: "Flyer",
  faces: ["Agility", "Agility", "Martial Arts", "Martial Arts", "Technical Ability"],
};
const rated: SheetInput = {
  kind: "custom",
  name: "Rated",
  faces: ["Strength", "Strength", "Strength", "Brawling", "Agility"],
};
const big: SheetInput = {
  kind: "custom",
  name: "Big",
  faces: ["Strength", "Strength", "Strength", "Strength", "Agility"],
};

const pairings: [string, PowerhousesConfig][] = [
  ["standard sheets (Bruno v Kid)", { red: bruno, blue: kid }],
  ["a custom sheet, two faces per ability (Flyer v Kid)", { red: flyer, blue: kid }],
  ["a custom sheet, four faces count for Strength (Rated v Kid)", { red: rated, blue: kid }],
  ["a custom sheet, five faces count for Strength (Big v Kid)", { red: big, blue: kid }],
];

for (const [name, config] of pairings) {
  const { stats, atTheBell } = solvePowerhouses(config);
  console.log(
    `${name}: cap ${stats.cap}, ${stats.evaluations} exchange evaluations, residual ${stats.residual.toExponential(1)}, ` +
      `tables ${(stats.bytes / 1e6).toFixed(2)} MB, red at the bell ${(atTheBell * 100).toFixed(2)}%`,
  );
}

/** The exchange bot's tables of a pairing: its decisions asked once for each dice count. */
function exchangeTables(config: PowerhousesConfig): number {
  const bot = exchangeBot();
  let state = powerhouses.setup(config, 1);
  let n = 0;
  for (let mine = 2; mine <= 5; mine++) {
    for (let theirs = 2; theirs <= 5; theirs++) {
      state = {
        ...state,
        phase: "attack",
        attacker: "red",
        diceLeft: { red: mine, blue: theirs },
        roll: {
          player: "red",
          role: "attack",
          dice: mine,
          stage: "decide",
          ability: "Strength",
          count: 2,
          free: mine - 1,
          faces: [],
          choices: [],
          ended: null,
        },
      };
      const moves = powerhouses.moves(state, "red");
      n += bot({ view: powerhouses.view(state, "red"), moves, rng: createRng(1) }).type.length;
    }
  }
  return n;
}

let sink = 0;
const opts = { time: 3000, warmupIterations: 2 };
for (const [name, config] of pairings) {
  describe(`solving ${name}`, () => {
    bench(
      "solvePowerhouses: the whole match, every state",
      () => {
        sink += solvePowerhouses(config).atTheBell;
      },
      opts,
    );
    bench(
      "baseline: the exchangeBot's one-exchange tables, every dice count",
      () => {
        sink += exchangeTables(config);
      },
      opts,
    );
  });
}

export { sink };
