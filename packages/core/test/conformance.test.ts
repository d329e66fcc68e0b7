import fc from "fast-check";
import { expect, it } from "vitest";
import type { GameFacts } from "@ringside/core";
import { conformance } from "@ringside/core/testkit";
import { armWrestling } from "./fixtures/armWrestling.js";

const facts: GameFacts<object> = {
  id: armWrestling.id,
  name: "Arm wrestling",
  players: { min: 2, max: 2 },
  decisions: "sequential",
  hiddenInformation: "each player's grip, from the other and from spectators",
  chance: "one d6 per push",
  turns: "the players alternate, pushing or resting, until the marker reaches 3 or time runs out",
  options: {},
};
const configs = fc.record({ limit: fc.integer({ min: 1, max: 60 }) });

// The kit's self-test: the toy game keeps every promise of the engine shape.
for (const check of conformance({
  game: armWrestling,
  configs,
  hidden: (state, viewer) => (viewer === null ? [{ grip: state.grip.a }] : []),
  facts,
})) {
  it(check.name, check.run);
}

/** The kit's fact checks, run on facts that lie: each lie is caught. */
function factFailures(lie: GameFacts<object>, defaultOptions: object = {}): string[] {
  const failures: string[] = [];
  for (const check of conformance({ game: armWrestling, configs, facts: lie, defaultOptions, runs: 5 })) {
    if (!check.name.includes("declared")) continue;
    try {
      check.run();
    } catch (error) {
      // fast-check keeps the kit's own failure as the cause of its report
      failures.push(`${String(error)} ${error instanceof Error ? String(error.cause) : ""}`);
    }
  }
  return failures;
}

it("the fact checks catch facts that do not match the game", () => {
  expect(factFailures(facts)).toEqual([]);
  expect(factFailures({ ...facts, id: "arm" }).join()).toMatch(/facts.id is "arm"/);
  expect(factFailures({ ...facts, players: { min: 3, max: 4 } }).join()).toMatch(
    /2 players, facts say 3 to 4/,
  );
  expect(factFailures({ ...facts, decisions: "none" }).join()).toMatch(/facts say nobody decides/);
  expect(factFailures({ ...facts, hiddenInformation: false }).join()).toMatch(/differs from the spectator's/);
  expect(factFailures({ ...facts, chance: false }).join()).toMatch(/the dice were used/);
  expect(factFailures(facts, { rounds: 3 }).join()).toMatch(/rounds is in DEFAULT_OPTIONS but not in facts/);
  const rounds = { default: 3, summary: "rounds", docs: "/guide/arm#rounds" } as const;
  expect(factFailures({ ...facts, options: { rounds } }, { rounds: 4 }).join()).toMatch(
    /option rounds: facts say 3, DEFAULT_OPTIONS 4/,
  );
  expect(factFailures({ ...facts, options: { rounds } }).join()).toMatch(
    /rounds is in facts.options but not/,
  );
});
