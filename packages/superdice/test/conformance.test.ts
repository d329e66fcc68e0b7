import fc from "fast-check";
import { it } from "vitest";
import { conformance, kitRuns } from "@ringside/core/testkit";
import { POWER_IDS, superdice, type SuperDiceConfig } from "../src/index.js";

/** A draft, or fixed power sets: ten different powers dealt five and five, with random options. */
const configs: fc.Arbitrary<SuperDiceConfig> = fc.oneof(
  fc.record({ red: fc.constant({ name: "Nova" }), blue: fc.constant({ name: "Quake" }) }),
  fc
    .record({
      powers: fc.shuffledSubarray([...POWER_IDS], { minLength: 10, maxLength: 10 }),
      backlash: fc.boolean(),
      convertedKeepsSide: fc.boolean(),
      freezeChooser: fc.constantFrom("user" as const, "victim" as const),
    })
    .map(({ powers, ...options }) => ({
      red: { name: "Nova", powers: powers.slice(0, 5) },
      blue: { name: "Quake", powers: powers.slice(5) },
      options,
    })),
);

for (const check of conformance({ game: superdice, configs, runs: kitRuns(5) }))
  it(check.name, check.run, 60_000);
