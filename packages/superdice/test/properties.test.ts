import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { superdice, type SuperDiceState } from "../src/index.js";
import { DRAFT, playOut } from "./driver.js";

const RUNS = Number(process.env.RINGSIDE_RUNS ?? 30);

function invariants(before: SuperDiceState, after: SuperDiceState): void {
  for (const p of ["red", "blue"] as const) {
    const h = after.heroes[p];
    expect(h.hits).toBeLessThanOrEqual(h.cap);
    expect(h.sidekick?.hits ?? 0).toBeLessThanOrEqual(20);
  }
  if (before.phase === "damage") {
    const live = before.table.filter((d) => !d.out);
    expect(live.every((d) => d.side === "attack" || d.side === "defense")).toBe(true);
    expect(after.table.every((d) => d.holder === d.owner)).toBe(true);
  }
}

describe("random matches", () => {
  it("end, keep hits under their caps, assign every die by the Damage Phase and return borrowed dice", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const { state } = playOut(DRAFT, seed, invariants);
        expect(state.result).not.toBeNull();
      }),
      { numRuns: RUNS },
    );
  });
  it("save and restore at any point continues identically", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 300 }), (seed, at) => {
        const whole = playOut(DRAFT, seed);
        const half = playOut(DRAFT, seed, undefined, at);
        const restored = superdice.loadState(JSON.parse(JSON.stringify(half.state)) as unknown);
        const rest = playOut(DRAFT, seed, undefined, Infinity, restored, half.rng);
        expect(rest.state).toEqual(whole.state);
      }),
      { numRuns: Math.max(10, RUNS / 4) },
    );
  });
});
