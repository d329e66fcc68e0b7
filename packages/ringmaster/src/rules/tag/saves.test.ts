import { scriptedDice } from "@ringside/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apToReach, resolveSave, saveModifier } from "./saves.js";

describe("Breaking up pins (¶138–¶139)", () => {
  it("−5% per AP beyond SPD", () => {
    expect(saveModifier(7, 5)).toBe(-10);
    expect(saveModifier(3, 5)).toBe(0);
    expect(apToReach({ row: 1, col: 1 }, { row: 5, col: 4 })).toBe(4);
  });
  it("without a blocker it is a plain attack roll", () => {
    expect(resolveSave(scriptedDice([4, 0]), 50, null)).toMatchObject({
      saved: true,
      blocked: false,
      entry: null,
    });
    expect(resolveSave(scriptedDice([6, 0]), 50, null).saved).toBe(false);
  });
  it("the blocker must see it (SAV) and then wins as a Reversal Contest", () => {
    // blocker's SAV 20 (fails), the save 30 ≤ 50 lands
    expect(resolveSave(scriptedDice([2, 0, 3, 0]), 50, { sav: 10, skill: 60 })).toMatchObject({
      saved: true,
      block: null,
    });
    // SAV 20 ≤ 50 gets in; save 40 (margin 10) against block 30 at 60 (margin 30): blocked
    expect(resolveSave(scriptedDice([2, 0, 4, 0, 3, 0]), 50, { sav: 50, skill: 60 })).toMatchObject({
      saved: false,
      blocked: true,
    });
    // gets in; save 10 (margin 40) beats block 50 (margin 10)
    expect(resolveSave(scriptedDice([2, 0, 1, 0, 5, 0]), 50, { sav: 50, skill: 60 })).toMatchObject({
      saved: true,
      blocked: false,
    });
  });
  it("a save is never both landed and blocked", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }), (faces) => {
        const r = resolveSave(scriptedDice(faces), 50, { sav: 50, skill: 50 });
        expect(r.saved && r.blocked).toBe(false);
      }),
    );
  });
});
