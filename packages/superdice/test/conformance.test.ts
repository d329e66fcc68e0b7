import fc from "fast-check";
import { it } from "vitest";
import { conformance, kitRuns } from "@ringside/core/testkit";
import {
  DEFAULT_OPTIONS,
  facts,
  POWER_IDS,
  superDiceRandomBot,
  superdice,
  type SuperDiceConfig,
} from "../src/index.js";

/**
 * A draft, or fixed power sets (ten different powers dealt five and five), with random options.
 * Random bots make long matches (twenty turns and more), so every configuration here stops at a
 * short `turnLimit` (which covers the time-limit ending) and every property runs at the kit's
 * default count in seconds; `test/fast.test.ts` checks the fast path over whole matches to a knockout.
 */
const configs: fc.Arbitrary<SuperDiceConfig> = fc
  .record({
    draft: fc.boolean(),
    powers: fc.shuffledSubarray([...POWER_IDS], { minLength: 10, maxLength: 10 }),
    backlash: fc.boolean(),
    convertedKeepsSide: fc.boolean(),
    freezeChooser: fc.constantFrom("user" as const, "victim" as const),
    initiativeTie: fc.constantFrom("rolloff" as const, "reroll" as const),
    turnLimit: fc.integer({ min: 1, max: 8 }),
  })
  .map(({ draft, powers, ...options }) => ({
    red: draft ? { name: "Nova" } : { name: "Nova", powers: powers.slice(0, 5) },
    blue: draft ? { name: "Quake" } : { name: "Quake", powers: powers.slice(5) },
    options,
  }));

const bots = { red: superDiceRandomBot(), blue: superDiceRandomBot() };

for (const check of conformance({
  game: superdice,
  facts,
  defaultOptions: DEFAULT_OPTIONS,
  configs,
  bots,
  fast: true,
  runs: kitRuns(),
}))
  it(check.name, check.run, 60_000);
