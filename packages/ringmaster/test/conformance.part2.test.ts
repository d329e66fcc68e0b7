/** The conformance kit for part 2's match types: tag-team matches and cage matches (with the referee and Turnovers on). */
import { conformance, kitRuns } from "@ringside/core/testkit";
import fc from "fast-check";
import { describe, it } from "vitest";
import { randomBot } from "../src/bots/randomBot.js";
import { ringmaster } from "../src/game.js";
import { hidden, wrestlerArb } from "./hidden.js";
import type { RingMasterConfig } from "../src/config.js";
import { CAGE_KINDS, CAGE_MATERIALS, CAGE_VICTORIES } from "../src/data/cages.js";

const wrestler = wrestlerArb;
const freeKeys = ["corners.*.injuries", "tag.partners.*.injuries", "counterUses.red", "counterUses.blue"];

const tagConfigs: fc.Arbitrary<RingMasterConfig> = fc
  .record({
    red: wrestler,
    blue: wrestler,
    redPartner: wrestler,
    bluePartner: wrestler,
    timeLimit: fc.integer({ min: 60, max: 300 }),
    warnings: fc.integer({ min: 0, max: 4 }),
  })
  .map(({ red, blue, redPartner, bluePartner, ...options }) => ({
    red,
    blue,
    redPartner,
    bluePartner,
    options,
  }));

const cageConfigs: fc.Arbitrary<RingMasterConfig> = fc
  .record({
    red: wrestler,
    blue: wrestler,
    timeLimit: fc.integer({ min: 60, max: 300 }),
    cage: fc.record({
      material: fc.constantFrom(...CAGE_MATERIALS),
      feet: fc.integer({ min: 3, max: 30 }),
      roof: fc.boolean(),
      kind: fc.constantFrom(...CAGE_KINDS),
      victory: fc.constantFrom(...CAGE_VICTORIES),
    }),
  })
  .map(({ red, blue, ...options }) => ({ red, blue, options }));

for (const [name, configs] of [
  ["tag-team matches", tagConfigs],
  ["cage matches", cageConfigs],
] as const)
  describe(name, () => {
    for (const check of conformance({
      game: ringmaster,
      configs,
      bots: { red: randomBot(), blue: randomBot() },
      runs: kitRuns(3),
      freeKeys,
      hidden,
    }))
      it(check.name, check.run);
  });
