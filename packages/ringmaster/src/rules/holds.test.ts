import { recordingDice, scriptedDice, type DiceSource } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { gradeCheck } from "./attributeCheck.js";
import {
  armDrops,
  breakHold,
  holdBreakTarget,
  holdCounterWorks,
  sleeperRound,
  submissionCheck,
} from "./holds.js";

const attrs = { STR: 60, AGI: 40, BRA: 50, TEC: 55, SAV: 50, STA: 50, TOU: 45 };

describe("holds (¶110–¶113, ¶116–¶117)", () => {
  it("break targets: Power Out STR, Escape the better of TEC/AGI, −5% a hold Level; the ropes by square", () => {
    expect(holdBreakTarget("power-out", attrs, 4, 0, 0, 4)).toBe(40);
    expect(holdBreakTarget("escape", attrs, 2, 0, 1, 4)).toBe(40);
    expect(holdBreakTarget("ropes", attrs, 4, -10, 0, 4)).toBe(30);
    expect(holdBreakTarget("ropes", attrs, 4, undefined, 0, 4)).toBeUndefined();
    // the fight he has left: +50% Fresh, +25% Hurting (completion: `fightLeft.ts`)
    expect(holdBreakTarget("power-out", attrs, 4, 0, 0, 1)).toBe(90);
    expect(holdBreakTarget("escape", attrs, 2, 0, 1, 3)).toBe(65);
  });
  it("an Ace break takes Advantage; otherwise the attacker keeps it (¶111)", () => {
    expect(breakHold(scriptedDice([0, 3]), "power-out", 40)).toMatchObject({ broken: true, advantage: true });
    expect(breakHold(scriptedDice([3, 0]), "power-out", 40)).toMatchObject({
      broken: true,
      advantage: false,
    });
    expect(breakHold(scriptedDice([]), "ropes", undefined)).toMatchObject({ broken: false });
  });
  it("a Counter must beat the hold's margin (¶113)", () => {
    expect(holdCounterWorks(gradeCheck(20, 50), 20)).toBe(true);
    expect(holdCounterWorks(gradeCheck(30, 50), 20)).toBe(false);
    expect(holdCounterWorks(gradeCheck(60, 50), -20)).toBe(false);
  });
  it("submission: STA checks only once the tally exceeds TOU (¶112)", () => {
    expect(submissionCheck(scriptedDice([]), 45, 45, 50)).toBeUndefined();
    expect(submissionCheck(scriptedDice([6, 0]), 46, 45, 50)?.submits).toBe(true);
    expect(submissionCheck(scriptedDice([4, 0]), 46, 45, 50)?.submits).toBe(false);
  });
  it("sleeper: TOU each round; out means three STA arm drops (¶116–¶117)", () => {
    expect(sleeperRound(scriptedDice([5, 0]), 45).out).toBe(true);
    const drops = armDrops(scriptedDice([9, 0, 8, 0, 3, 0]), 50);
    expect(drops).toMatchObject({ awake: true });
    expect(drops.checks).toHaveLength(3);
    expect(armDrops(scriptedDice([9, 0, 8, 0, 7, 0]), 50).awake).toBe(false);
  });
});

/** The labels of the dice a call rolled. */
const labelsOf = (roll: (dice: DiceSource) => unknown, faces: readonly number[]): (string | undefined)[] => {
  const dice = recordingDice(scriptedDice(faces));
  roll(dice);
  return dice.rolls.map((r) => r.label);
};

describe("holds in detail (¶88–¶92)", () => {
  it("Escape takes the better of TEC and AGI, whichever it is", () => {
    const agile = { ...attrs, AGI: 70, TEC: 30 };
    expect(holdBreakTarget("escape", agile, 2, 0, 0, 4)).toBe(60);
  });
  it("a plain break takes no Advantage, and a break that cannot be tried none either; arm drops stop at the first one made", () => {
    expect(breakHold(scriptedDice([]), "ropes", undefined)).toEqual({
      check: undefined,
      broken: false,
      advantage: false,
    });
    expect(breakHold(scriptedDice([3, 0]), "escape", 40)).toMatchObject({ broken: true, advantage: false });
    const drops = armDrops(scriptedDice([3, 0, 9, 0]), 50);
    expect(drops).toMatchObject({ awake: true });
    expect(drops.checks).toHaveLength(1);
    expect(sleeperRound(scriptedDice([3, 0]), 45).out).toBe(false);
    expect(holdCounterWorks(gradeCheck(98, 120), -50)).toBe(false);
  });
  it("labels every roll by what it is for", () => {
    expect(labelsOf((d) => breakHold(d, "ropes", 40), [1, 0])).toEqual([
      "break the hold (ropes) tens",
      "break the hold (ropes) ones",
    ]);
    expect(labelsOf((d) => submissionCheck(d, 50, 45, 50), [1, 0])[0]).toBe("hold on (STA) tens");
    expect(labelsOf((d) => sleeperRound(d, 45), [1, 0])[0]).toBe("fight the sleeper (TOU) tens");
    expect(labelsOf((d) => armDrops(d, 50), [9, 0, 9, 0, 9, 0]).filter((_, i) => i % 2 === 0)).toEqual([
      "arm drop 1 (STA) tens",
      "arm drop 2 (STA) tens",
      "arm drop 3 (STA) tens",
    ]);
  });
});
