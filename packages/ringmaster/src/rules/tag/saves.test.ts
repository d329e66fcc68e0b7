import { recordingDice, scriptedDice } from "@ringside/core";
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

describe("a blocked save, case by case (¶139)", () => {
  const blocker = { sav: 50, skill: 60 };
  it("both fail: neither saved nor blocked, whoever failed by less", () => {
    // in (20); save 70 at 50 (−20) against block 90 at 60 (−30)
    expect(resolveSave(scriptedDice([2, 0, 7, 0, 9, 0]), 50, blocker)).toMatchObject({
      saved: false,
      blocked: false,
    });
    // in; save 90 (−40) against block 70 (−10): the block failed too
    expect(resolveSave(scriptedDice([2, 0, 9, 0, 7, 0]), 50, blocker)).toMatchObject({
      saved: false,
      blocked: false,
    });
  });
  it("equal results: no save and no block", () => {
    // in; save 40 at 50 (+10) against block 50 at 60 (+10)
    expect(resolveSave(scriptedDice([2, 0, 4, 0, 5, 0]), 50, blocker)).toMatchObject({
      saved: false,
      blocked: false,
    });
  });
  it("labels the entry, the save and the block", () => {
    const dice = recordingDice(scriptedDice([2, 0, 4, 0, 3, 0]));
    resolveSave(dice, 50, blocker);
    expect(dice.rolls.filter((_, i) => i % 2 === 0).map((r) => r.label)).toEqual([
      "partner comes in to block tens",
      "save tens",
      "block tens",
    ]);
    const alone = recordingDice(scriptedDice([4, 0]));
    expect(resolveSave(alone, 50, null)).toMatchObject({ entry: null, block: null, blocked: false });
    expect(alone.rolls[0]?.label).toBe("save tens");
  });
  it("within SPD a save costs nothing extra; each point over, 5%", () => {
    expect(saveModifier(5, 5)).toBe(0);
    expect(saveModifier(6, 5)).toBe(-5);
  });
});
