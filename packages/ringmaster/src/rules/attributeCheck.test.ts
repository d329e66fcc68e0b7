import { recordingDice, scriptedDice } from "@ringside/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  attributeCheck,
  attributeCheckTwice,
  better,
  GRADE_RANK,
  gradeCheck,
  readD100,
  succeeded,
} from "./attributeCheck.js";

describe("Attribute Checks (¶2–¶6)", () => {
  it("reads the chapter's d100 examples: 6 and 2 are 62, 0 and 4 are 4, 00 is 100", () => {
    expect(readD100(6, 2)).toBe(62);
    expect(readD100(0, 4)).toBe(4);
    expect(readD100(0, 0)).toBe(100);
  });

  it("succeeds at or under the attribute", () => {
    expect(gradeCheck(50, 50).grade).toBe("success");
    expect(gradeCheck(51, 50).grade).toBe("failure");
    expect(gradeCheck(51, 50).margin).toBe(-1);
  });

  it("a natural 01–05 is an Ace and 96–00 a Botch, whatever the target", () => {
    expect(gradeCheck(5, 2).grade).toBe("ace");
    expect(gradeCheck(1, 90).grade).toBe("ace");
    expect(gradeCheck(6, 90).grade).toBe("success");
    expect(gradeCheck(96, 120).grade).toBe("botch");
    expect(gradeCheck(100, 10).grade).toBe("botch");
    expect(succeeded("ace")).toBe(true);
    expect(succeeded("botch")).toBe(false);
  });

  it("rolls two labelled d10, tens first", () => {
    const dice = scriptedDice([6, 2]);
    expect(attributeCheck(dice, 70, "test")).toEqual({ roll: 62, target: 70, grade: "success", margin: 8 });
  });

  it("a helpless defender: two rolls, the better kept (¶80)", () => {
    expect(attributeCheckTwice(scriptedDice([9, 0, 3, 0]), 50, "x").roll).toBe(30);
    expect(attributeCheckTwice(scriptedDice([0, 3, 4, 0]), 50, "x").grade).toBe("ace");
    const dice = recordingDice(scriptedDice([9, 0, 3, 0]));
    attributeCheckTwice(dice, 50, "escape");
    expect(dice.rolls.map((r) => r.label)).toEqual([
      "escape (1) tens",
      "escape (1) ones",
      "escape (2) tens",
      "escape (2) ones",
    ]);
  });

  it("every roll 1–100 gets exactly one grade consistent with its margin", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: -50, max: 150 }), (roll, target) => {
        const r = gradeCheck(roll, target);
        if (roll > 5 && roll < 96) expect(succeeded(r.grade)).toBe(roll <= target);
        expect(r.margin).toBe(target - roll);
      }),
    );
  });
});

describe("the better of two checks (¶80)", () => {
  it("ranks Ace over success over failure over Botch, whatever the margins", () => {
    expect(GRADE_RANK).toEqual({ ace: 3, success: 2, failure: 1, botch: 0 });
    const ace = gradeCheck(5, 4);
    const success = gradeCheck(40, 90);
    const failure = gradeCheck(95, 10);
    const botch = gradeCheck(96, 120);
    expect(better(success, ace)).toBe(ace);
    expect(better(ace, success)).toBe(ace);
    expect(better(failure, success)).toBe(success);
    expect(better(botch, failure)).toBe(failure);
    expect(better(failure, botch)).toBe(failure);
  });
  it("between equal grades keeps the larger margin, and the first check on a tie", () => {
    const a = gradeCheck(20, 50);
    const b = gradeCheck(30, 50);
    expect(better(a, b)).toBe(a);
    expect(better(b, a)).toBe(a);
    const same = gradeCheck(20, 50);
    expect(better(same, a)).toBe(same);
  });
  it("succeeded: Ace and success only", () => {
    expect(["ace", "success", "failure", "botch"].map((g) => succeeded(g as "ace"))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
