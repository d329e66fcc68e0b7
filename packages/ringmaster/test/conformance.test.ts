import { conformance } from "@ringside/core/testkit";
import fc from "fast-check";
import { it } from "vitest";
import { heuristicBot } from "../src/bots/heuristicBot.js";
import { randomBot } from "../src/bots/randomBot.js";
import { ringmaster } from "../src/game.js";
import { SAMPLE_WRESTLERS } from "../src/samples/wrestlers.js";
import type { RingMasterConfig } from "../src/config.js";

const configs: fc.Arbitrary<RingMasterConfig> = fc
  .record({
    red: fc.constantFrom(...SAMPLE_WRESTLERS),
    blue: fc.constantFrom(...SAMPLE_WRESTLERS),
    timeLimit: fc.integer({ min: 60, max: 600 }),
    opening: fc.constantFrom(
      "bell",
      "tie-up",
      "test-of-strength",
      "ambush-red",
      "ambush-blue",
    ) as fc.Arbitrary<"bell" | "tie-up" | "test-of-strength" | "ambush-red" | "ambush-blue">,
  })
  .map(({ red, blue, ...options }) => ({ red, blue, options }));

for (const check of conformance({
  game: ringmaster,
  configs,
  bots: { red: heuristicBot(), blue: randomBot() },
  freeKeys: ["corners.*.injuries", "counterUses.red", "counterUses.blue"],
}))
  it(check.name, check.run);
