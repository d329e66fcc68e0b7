import { conformance, kitRuns } from "@ringside/core/testkit";
import fc from "fast-check";
import { it } from "vitest";
import { randomBot } from "../src/bots/randomBot.js";
import { ringmaster } from "../src/game.js";
import { DEFAULT_OPTIONS, facts } from "../src/index.js";
import { hidden, wrestlerArb } from "./hidden.js";
import type { RingMasterConfig } from "../src/config.js";

const configs: fc.Arbitrary<RingMasterConfig> = fc
  .record({
    red: wrestlerArb,
    blue: wrestlerArb,
    timeLimit: fc.integer({ min: 60, max: 300 }),
    opening: fc.constantFrom<"bell" | "tie-up" | "test-of-strength" | "ambush-red" | "ambush-blue">(
      "bell",
      "tie-up",
      "test-of-strength",
      "ambush-red",
      "ambush-blue",
    ),
  })
  .map(({ red, blue, ...options }) => ({ red, blue, options }));

for (const check of conformance({
  game: ringmaster,
  facts,
  defaultOptions: DEFAULT_OPTIONS,
  configs,
  // random bots keep the kit quick; the heuristic bot is exercised in match.test.ts
  bots: { red: randomBot(), blue: randomBot() },
  runs: kitRuns(8),
  fast: true,
  // the other side's objects in the tights (a spectator: both sides'), on the corners and the sheets
  hidden,
  freeKeys: ["corners.*.injuries", "counterUses.red", "counterUses.blue"],
}))
  it(check.name, check.run);
