import { conformance } from "@ringside/core/testkit";
import {
  optimalBot,
  powerhouses,
  randomBot,
  type PowerhousesConfig,
  type SheetInput,
  DEFAULT_OPTIONS,
  facts,
} from "@ringside/powerhouses";
import fc from "fast-check";
import { expect, it } from "vitest";
import { bruno, kid } from "./helpers.js";

const flyer: SheetInput = {
  kind: "custom",
  name: "Flyer",
  faces: ["Agility", "Agility", "Martial Arts", "Martial Arts", "Technical Ability"],
};

const configs: fc.Arbitrary<PowerhousesConfig> = fc.record({
  red: fc.constantFrom(bruno, kid, flyer),
  blue: fc.constantFrom(bruno, kid, flyer),
  options: fc.record({ takeDownTie: fc.constantFrom("roll-again" as const, "red-corner" as const) }),
});

// Random play covers every decision; the fast path is checked with the package's bots and the
// kit's own custom bots (one optimal bot, which keeps its solutions, for every run).
const perfect = optimalBot();
for (const check of conformance({
  game: powerhouses,
  facts,
  defaultOptions: DEFAULT_OPTIONS,
  configs,
  bots: { red: randomBot(), blue: perfect },
  fast: true,
})) {
  it(check.name, check.run);
}

it("views never hold the match's dice", () => {
  fc.assert(
    fc.property(configs, fc.integer({ min: 0, max: 1_000_000 }), (config, seed) => {
      let state = powerhouses.setup(config, seed);
      for (let steps = 0; steps < 400 && powerhouses.turn(state).kind !== "over"; steps++) {
        const dice = JSON.stringify(state.dice);
        for (const viewer of ["red", "blue", null] as const) {
          const view = powerhouses.view(state, viewer);
          expect(Object.hasOwn(view, "dice")).toBe(false);
          expect(JSON.stringify(view)).not.toContain(dice);
          expect(typeof view.roll?.dice === "number" || view.roll === null).toBe(true);
        }
        const turn = powerhouses.turn(state);
        if (turn.kind === "advance") state = powerhouses.advance(state).state;
        else if (turn.kind === "decide") {
          const p = turn.players[0]!;
          state = powerhouses.play(state, p, powerhouses.moves(state, p)[0]!).state;
        }
      }
    }),
    { numRuns: 20 },
  );
});
