import { conformance } from "@ringside/core/testkit";
import fc from "fast-check";
import { it } from "vitest";
import {
  DEFAULT_OPTIONS,
  facts,
  heuristicBot,
  rasslefest,
  rassleRandomBot,
  type RasslefestConfig,
} from "../src/index.js";

const rank = fc.constantFrom("jobber", "midcarder", "star", "superstar", "champion" as const);
const configs: fc.Arbitrary<RasslefestConfig> = fc.record(
  {
    ranks: fc.record({ a: rank, b: rank }),
    options: fc.record(
      {
        disqualification: fc.boolean(),
        timeLimit: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
        champion: fc.constantFrom("a" as const, "b" as const, null),
        locationLasts: fc.constantFrom("attack" as const, "round" as const),
        tripAlone: fc.boolean(),
        noDamageCounters: fc.constantFrom("negate" as const, "full" as const),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

for (const check of conformance({
  game: rasslefest,
  facts,
  defaultOptions: DEFAULT_OPTIONS,
  configs,
  bots: { a: heuristicBot(), b: rassleRandomBot() },
  // The other wrestler's hand, the draw pile's order and his face-down choice (all of them for a spectator).
  hidden: (state, viewer) => [
    ...(["a", "b"] as const)
      .filter((p) => p !== viewer)
      .flatMap((p) => [
        state.hands[p],
        ...(state.phase.kind === "reveal" && state.phase.submitted[p] !== undefined
          ? [state.phase.submitted[p]]
          : []),
      ]),
    state.deck.drawPile,
  ],
  fast: true,
}))
  it(check.name, check.run);
