import { SeededDice, createRng, isRingsideError, runMatch, seededDice } from "@ringside/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MIGHTY_BLOB,
  POWER_FIST,
  blitzmatch,
  loadSlot,
  compileMatch,
  loadStrategy,
  randomSlot,
  resolveMatch,
  resolveRound,
  runCompiled,
  setupMatch,
  validateConfig,
  type BlitzMatchState,
} from "../src/index.js";
import { BLOB_FIRST, FIST_FIRST } from "../src/samples/data.js";
import { randomStrategy } from "../src/strategies.js";
import { configArb, slotArb } from "./arbitraries.js";

describe("properties of random legal slots and strategies", () => {
  it("every generated slot and strategy loads (the generators make legal ones)", () => {
    fc.assert(
      fc.property(slotArb, fc.integer({ min: 1, max: 12 }), fc.nat(), (slot, rounds, seed) => {
        expect(loadSlot(slot)).toEqual(slot);
        loadStrategy(randomStrategy(slot, rounds, createRng(seed)), slot, { rounds });
      }),
      { numRuns: 1000 },
    );
  });

  it("thousands of matches resolve: Endurance within 0..start, energy never negative, every match ends in time", () => {
    fc.assert(
      fc.property(configArb, fc.nat(), (config, seed) => {
        const { state, events, result } = resolveMatch(config, seed);
        const limit = config.options?.rounds ?? 7;
        expect(state.round).toBeLessThanOrEqual(limit);
        expect(state.result).toEqual(result);
        for (const e of events) {
          if (e.type === "total") {
            expect(e.energyAfter).toBeGreaterThanOrEqual(0);
            expect(e.total).toBeGreaterThanOrEqual(0);
          }
          if (e.type === "compare") {
            for (const [id, end] of Object.entries(e.endurance)) {
              const side = state.sides.find((s) => s.id === id)!;
              expect(end).toBeGreaterThanOrEqual(0);
              expect(end).toBeLessThanOrEqual(side.startEndurance);
            }
          }
        }
        for (const s of state.sides) expect(s.energy).toBeGreaterThanOrEqual(0);
        if (result.method === "time-limit") expect(state.round).toBe(limit);
      }),
      { numRuns: 2000 },
    );
  });

  it("save and restore at any round continues identically", () => {
    fc.assert(
      fc.property(configArb, fc.nat(), fc.nat(), (config, seed, at) => {
        const whole = resolveMatch(config, seed);
        let state = blitzmatch.setup(config, seed);
        const stop = at % (whole.state.round + 1);
        for (let i = 0; i < stop && blitzmatch.turn(state).kind === "advance"; i++)
          state = blitzmatch.advance(state).state;
        let restored = blitzmatch.loadState(JSON.parse(JSON.stringify(state)) as unknown);
        while (blitzmatch.turn(restored).kind === "advance") restored = blitzmatch.advance(restored).state;
        expect(restored).toEqual(whole.state);
      }),
      { numRuns: 300 },
    );
  });

  it("a match on scripted dice that run out is refused with a RingsideError, never a crash", () => {
    fc.assert(
      fc.property(configArb, fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 6 }), (config, faces) => {
        try {
          resolveMatch(config, { kind: "scripted", faces, next: 0 });
        } catch (e) {
          expect(isRingsideError(e, "DICE_SCRIPT_EXHAUSTED")).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("randomSlot", () => {
  it("always builds a legal slot", () => {
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        const slot = randomSlot(createRng(seed), "Ace");
        expect(loadSlot(slot)).toEqual(slot);
      }),
      { numRuns: 500 },
    );
  });
});

describe("the fast path", () => {
  it("gives the Game API's result and step count (two slots, many options)", () => {
    fc.assert(
      fc.property(configArb, fc.integer({ min: -1000, max: 100000 }), (config, seed) => {
        const slow = runMatch(blitzmatch, { config, dice: seed });
        expect(blitzmatch.fast!.run(config, seed, undefined, 0)).toEqual({
          result: slow.result,
          steps: slow.steps,
        });
      }),
      { numRuns: 300 },
    );
  });

  it("the compiled core draws the dice the rules draw: same result and rounds, dice left in the same place", () => {
    // Generator states near the d6 rejection bound: a state word of 0x7ffffffc (or above) makes the
    // first output one that `dice.int(1, 6)` throws away.
    const word = fc.oneof(
      fc.integer({ min: -0x80000000, max: 0x7fffffff }),
      fc.integer({ min: 0x7ffffff8, max: 0x7fffffff }),
    );
    fc.assert(
      fc.property(configArb, word, word, word, (config, w0, w1, w2) => {
        if (config.sides.length !== 2) return;
        const setup = validateConfig(config);
        const fast = new SeededDice(w1, w0, w2, 0);
        const rules = fast.clone();
        const { result, steps } = runCompiled(compileMatch(setup), fast);
        let state = { ...setupMatch(setup, []), dice: seededDice(0).save() } as BlitzMatchState;
        while (state.result === null) state = resolveRound(state, rules).state;
        expect({ result, steps }).toEqual({ result: state.result, steps: state.round });
        expect(fast.getState()).toEqual(rules.getState());
      }),
      { numRuns: 300 },
    );
  });

  it("takes the Game API for scripted dice and refuses a bad config as start does", () => {
    const config = {
      sides: [
        { id: "a", slot: MIGHTY_BLOB, strategy: BLOB_FIRST },
        { id: "b", slot: POWER_FIST, strategy: FIST_FIRST },
      ],
    };
    const dice = {
      kind: "scripted" as const,
      faces: Array.from({ length: 200 }, (_, i) => (i % 6) + 1),
      next: 0,
    };
    expect(blitzmatch.fast!.run(config, dice, undefined, 0).result).toEqual(
      runMatch(blitzmatch, { config, dice }).result,
    );
    expect(() => blitzmatch.fast!.run({ sides: [] }, 1, undefined, 0)).toThrow(/invalid config/);
  });
});
