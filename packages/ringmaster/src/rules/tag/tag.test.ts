import { scriptedDice } from "@ringside/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { overstayWarning } from "./changeover.js";
import { attackBothModifier, doubleTeamSkill, freeAttackTakesAdvantage } from "./doubleTeam.js";
import { apToReach, resolveSave, saveModifier } from "./saves.js";
import { apToTagSquare, canTagFrom, lungeTagTarget, TAG_AP, TEAM_CORNERS, tagSquares } from "./tagging.js";

describe("Tagging (¶133–¶137)", () => {
  it("a tag is made from the corner or the two rope-side squares beside it, for 5 AP", () => {
    expect(TAG_AP).toBe(5);
    expect(tagSquares(TEAM_CORNERS.red)).toEqual([
      { row: 2, col: 2 },
      { row: 3, col: 2 },
      { row: 2, col: 3 },
    ]);
    expect(tagSquares(TEAM_CORNERS.blue)).toEqual([
      { row: 7, col: 7 },
      { row: 6, col: 7 },
      { row: 7, col: 6 },
    ]);
    expect(canTagFrom({ row: 3, col: 2 }, TEAM_CORNERS.red)).toBe(true);
    expect(canTagFrom({ row: 3, col: 3 }, TEAM_CORNERS.red)).toBe(false);
    expect(apToTagSquare({ row: 5, col: 5 }, TEAM_CORNERS.red)).toBe(3);
    expect(apToTagSquare({ row: 4, col: 4 }, TEAM_CORNERS.red)).toBe(2);
    expect(apToTagSquare({ row: 2, col: 2 }, TEAM_CORNERS.red)).toBe(0);
  });
  it("the Lunge Tag is AGI at −5% per AP short and −5% per earlier Counter", () => {
    expect(lungeTagTarget(60, 0, 3, 1)).toBe(40);
    expect(lungeTagTarget(60, 10, 0, 0)).toBe(70);
  });
  it("one changeover round, then a warning a round (¶133)", () => {
    expect(overstayWarning(1)).toBe(false);
    expect(overstayWarning(2)).toBe(true);
  });
});

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

describe("Double teams and one against two (¶140–¶141)", () => {
  it("the higher Skill for identical moves, the lower for different, +10 either way", () => {
    expect(doubleTeamSkill(55, 70, true)).toBe(80);
    expect(doubleTeamSkill(55, 70, false)).toBe(65);
  });
  it("−5% a target unless Superstar, Megastar or Monster Heel", () => {
    expect(attackBothModifier(2, 20)).toBe(-10);
    expect(attackBothModifier(2, -20)).toBe(-10);
    expect(attackBothModifier(2, 75)).toBe(0);
    expect(attackBothModifier(2, 95)).toBe(0);
    expect(attackBothModifier(2, -65)).toBe(0);
    expect(attackBothModifier(1, 0)).toBe(0);
    expect(freeAttackTakesAdvantage(false)).toBe(false);
  });
});
