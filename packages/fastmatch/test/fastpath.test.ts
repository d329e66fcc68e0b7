import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  fastmatch,
  resolveMatch,
  setupMatch,
  type FastMatchConfig,
  type FastMatchEvent,
  type FastMatchState,
  type Specialty,
} from "@ringside/fastmatch";
import { randomConfig } from "./helpers.js";

const SPECIALTIES: readonly Specialty[] = ["normal", "cage", "barbed-wire", "landmine", "first-blood"];

/** The step-by-step Game API: `advance` until the result, every step on a fresh JSON state. */
function stepByStep(start: FastMatchState): {
  state: FastMatchState;
  events: FastMatchEvent[];
  steps: number;
} {
  let state = start;
  const events: FastMatchEvent[] = [];
  let steps = 0;
  while (fastmatch.turn(state).kind === "advance") {
    const step = fastmatch.advance(state);
    state = step.state;
    events.push(...step.events);
    steps++;
  }
  return { state, events, steps };
}

const matchArb = fc.record({
  seed: fc.integer(),
  dice: fc.integer(),
  size: fc.constantFrom(1 as const, 1 as const, 2 as const, 3 as const),
  limit: fc.integer({ min: 1, max: 40 }),
  specialty: fc.constantFrom(...SPECIALTIES),
  doubled: fc.constantFrom("twice" as const, "once" as const),
  injuryModifier: fc.integer({ min: 0, max: 3 }),
  skip: fc.integer({ min: 0, max: 5 }),
});

/** One random match as drawn by {@link matchArb}. */
type MatchInput = typeof matchArb extends fc.Arbitrary<infer T> ? T : never;

function configOf(m: MatchInput): FastMatchConfig {
  const base = randomConfig(m.seed, m.size, m.limit) as unknown as FastMatchConfig;
  return {
    ...base,
    specialty: m.specialty,
    options: { doubledAttribute: m.doubled, injuryModifier: m.injuryModifier },
  };
}

describe("resolveMatch fast path", () => {
  it("equals the step-by-step Game API: same result, method, rounds, attributes and dice state", () => {
    fc.assert(
      fc.property(matchArb, (m) => {
        const start = setupMatch(configOf(m), m.dice);
        const slow = stepByStep(start);
        const fast = resolveMatch(start, { events: false });
        expect(fast.events).toEqual([]);
        expect(fast.state.result).toEqual(slow.state.result);
        expect(fast.state.round).toBe(slow.steps);
        expect(fast.state.dice).toEqual(slow.state.dice);
        expect(fast.state).toEqual(slow.state);
        const full = resolveMatch(start);
        expect(full.state).toEqual(slow.state);
        expect(full.events).toEqual(slow.events);
        expect(start.round).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it("picks up a match already under way exactly where the Game API would", () => {
    fc.assert(
      fc.property(matchArb, (m) => {
        let state = setupMatch(configOf(m), m.dice);
        for (let k = 0; k < m.skip && state.result === null; k++) state = fastmatch.advance(state).state;
        const before = JSON.stringify(state);
        const slow = stepByStep(state);
        const fast = resolveMatch(state, { events: false });
        expect(fast.state).toEqual(slow.state);
        expect(JSON.stringify(state)).toBe(before);
      }),
      { numRuns: 1000 },
    );
  });

  it("plays singles on the numeric core exactly as the Game API, from the bell or mid-match", () => {
    fc.assert(
      fc.property(matchArb, fc.integer({ min: 0, max: 30 }), (m, skip) => {
        let state = setupMatch(configOf({ ...m, size: 1 }), m.dice);
        for (let k = 0; k < skip && state.result === null; k++) state = fastmatch.advance(state).state;
        if (state.result !== null) return;
        const slow = stepByStep(state);
        const fast = resolveMatch(state, { events: false });
        expect(fast.state).toEqual(slow.state);
        expect(JSON.stringify(fast.state)).toBe(JSON.stringify(slow.state));
      }),
      { numRuns: 3000 },
    );
  });
});
