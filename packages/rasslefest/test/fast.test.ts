import { runMatch } from "@ringside/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  heuristicBot,
  playFast,
  rasslefest,
  rassleRandomBot,
  strongBot,
  type FastPolicy,
  type RassleConfig,
  type RasslePlayer,
} from "../src/index.js";

const rank = fc.constantFrom(
  "jobber" as const,
  "midcarder" as const,
  "star" as const,
  "superstar" as const,
  "champion" as const,
);

const configArb: fc.Arbitrary<RassleConfig> = fc.record(
  {
    disqualification: fc.boolean(),
    timeLimit: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
    champion: fc.constantFrom<RasslePlayer | null>("a", "b", null),
    ranks: fc.record({ a: rank, b: rank }),
    locationLasts: fc.constantFrom("attack" as const, "round" as const),
  },
  { requiredKeys: [] },
);

const policyArb = fc.constantFrom<"random" | "heuristic">("random", "heuristic");
const botOf = (p: "random" | "heuristic") => (p === "random" ? rassleRandomBot() : heuristicBot());

describe("the fast path", () => {
  it("plays exactly the Game API's match: result, steps, final state and dice", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        configArb,
        policyArb,
        policyArb,
        (seed, botSeed, config, pa, pb) => {
          const slow = runMatch(rasslefest, {
            config,
            dice: seed,
            bots: { a: botOf(pa), b: botOf(pb) },
            botSeed,
          });
          const fast = playFast(config, seed, { a: pa, b: pb }, botSeed);
          expect(fast.result).toEqual(slow.result);
          expect(fast.steps).toBe(slow.steps);
          expect(fast.state.dice).toEqual(slow.state.dice);
          expect(JSON.stringify(fast.state)).toBe(JSON.stringify(slow.state));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("asks any other bot with the player's view, and agrees with runMatch", () => {
    const bot = strongBot({ samples: 1, depth: 4 });
    const policy: FastPolicy = bot;
    for (const seed of [1, 2]) {
      const slow = runMatch(rasslefest, {
        config: {},
        dice: seed,
        bots: { a: bot, b: rassleRandomBot() },
        botSeed: 7,
      });
      const fast = playFast({}, seed, { a: policy, b: "random" }, 7);
      expect(JSON.stringify(fast.state)).toBe(JSON.stringify(slow.state));
      expect(fast.steps).toBe(slow.steps);
    }
  });

  it("refuses a bad config and a match that runs past maxSteps with RingsideError", () => {
    expect(() => playFast({ timeLimit: -1 }, 1, { a: "random", b: "random" })).toThrow(
      expect.objectContaining({ code: "INVALID_CONFIG" }),
    );
    expect(() => playFast({}, 1, { a: "random", b: "random" }, 0, 3)).toThrow(
      expect.objectContaining({ code: "INVALID_STATE" }),
    );
  });
});
