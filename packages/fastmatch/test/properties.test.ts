import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createRng } from "@ringside/core";
import {
  ATTRIBUTES,
  LIMITS,
  checkCharacter,
  fastmatch,
  loadCharacter,
  loadStrategy,
  resolveMatch,
  writeUp,
  type FastMatchState,
} from "@ringside/fastmatch";
import { randomCharacter, randomConfig, randomStrategy } from "./helpers.js";

const METHODS = ["pinfall", "submission", "count-out", "disqualification", "time-limit", "knockout", "draw"];

function checkLimits(state: FastMatchState): void {
  for (const side of state.sides) {
    expect(side.teamwork).toBeGreaterThanOrEqual(0);
    for (const w of side.wrestlers) {
      for (const a of ATTRIBUTES) {
        expect(w.now[a]).toBeGreaterThanOrEqual(0);
        expect(w.now[a]).toBeLessThanOrEqual(w.start[a]);
      }
      expect(w.now.WEI).toBe(w.start.WEI);
      expect(w.now.TEC).toBeGreaterThanOrEqual(w.tecFloor);
    }
  }
}

describe("properties", () => {
  it("random legal characters pass every creation rule", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const c = randomCharacter(createRng(seed), "X");
        const check = checkCharacter(c);
        expect(check.problems).toEqual([]);
        expect(check.cost.left).toBeGreaterThanOrEqual(0);
        const attrs = check.character!.attributes;
        expect(attrs.WEI + attrs.AGI).toBeLessThanOrEqual(LIMITS.linkedMaximum);
        expect(
          loadStrategy(randomStrategy(createRng(seed), c, "challenger", 30), check.character!, {
            role: "challenger",
            rounds: 30,
          }).rounds,
        ).toHaveLength(30);
      }),
      { numRuns: 500 },
    );
  });

  it("thousands of random singles matches resolve to a result and a method, within the limits", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 40 }), (seed, limit) => {
        const { state, events } = resolveMatch({ config: randomConfig(seed, 1, limit) as never, dice: seed });
        expect(state.result).not.toBeNull();
        expect(METHODS).toContain(state.result!.method);
        expect(state.round).toBeLessThanOrEqual(limit);
        expect(events.at(-2)!.type).toBe("result");
        expect(events.at(-1)!.type).toBe("match-over");
        checkLimits(state);
      }),
      { numRuns: 1000 },
    );
  });

  it("random tag and six-man matches resolve too", () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(2 as const, 3 as const), (seed, size) => {
        const { state, events } = resolveMatch({ config: randomConfig(seed, size, 20) as never, dice: seed });
        expect(state.result).not.toBeNull();
        checkLimits(state);
        expect(writeUp(state, events).length).toBeGreaterThan(1);
      }),
      { numRuns: 300 },
    );
  });

  it("a match saved to JSON mid-way and restored goes on identically", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 15 }), (seed, cut) => {
        const config = randomConfig(seed, seed % 2 === 0 ? 1 : 2, 20) as never;
        const whole = resolveMatch({ config, dice: seed });
        let state = fastmatch.setup(config, seed);
        const events = [];
        for (let i = 0; i < cut && state.result === null; i++) {
          const step = fastmatch.advance(state);
          state = step.state;
          events.push(...step.events);
        }
        state = JSON.parse(JSON.stringify(state)) as FastMatchState;
        while (state.result === null) {
          const step = fastmatch.advance(state);
          state = step.state;
          events.push(...step.events);
        }
        expect(state).toEqual(whole.state);
        // resolveMatch from a configuration opens with setup's own event, the bell.
        expect(whole.events[0]?.type).toBe("bell");
        expect(events).toEqual(whole.events.slice(1));
      }),
      { numRuns: 200 },
    );
  });

  it("advancing never mutates its input and refuses to go past the result", () => {
    const config = randomConfig(5, 1, 10) as never;
    let state = fastmatch.setup(config, 5);
    while (state.result === null) {
      const before = JSON.stringify(state);
      const next = fastmatch.advance(state).state;
      expect(JSON.stringify(state)).toBe(before);
      state = next;
    }
    expect(() => fastmatch.advance(state)).toThrow(/over/);
    expect(fastmatch.turn(state).kind).toBe("over");
    expect(() => fastmatch.play(state, "challenger", undefined as never)).toThrow(/over/);
  });

  it("sample characters load, and the same seed gives the same match", () => {
    const c = randomConfig(99, 1, 20) as never;
    expect(resolveMatch({ config: c, dice: 42 })).toEqual(resolveMatch({ config: c, dice: 42 }));
    expect(loadCharacter(randomCharacter(createRng(1), "Y")).name).toBe("Y");
  });
});
