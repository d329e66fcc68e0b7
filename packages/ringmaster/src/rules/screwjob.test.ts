import { recordingDice, scriptedDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { SCREWJOB_PENALTY, screwjobCheck } from "./screwjob.js";
import { pinBreakTarget } from "./pinfall.js";

describe("the Screwjob (¶52)", () => {
  it("is a SAV check, and −20% to every break of that pin", () => {
    expect(screwjobCheck(scriptedDice([2, 5]), 30).grade).toBe("success"); // 25 against 30
    expect(SCREWJOB_PENALTY).toBe(-20);
    const dice = recordingDice(scriptedDice([2, 5]));
    screwjobCheck(dice, 30);
    expect(dice.rolls.map((r) => r.label)).toEqual(["screwjob (SAV) tens", "screwjob (SAV) ones"]);
    const attributes = { STR: 50, AGI: 50, BRA: 50, TEC: 50, SAV: 50, STA: 60, TOU: 50 };
    const base = {
      level: 1,
      stun: 0,
      hooked: false,
      predicament: false,
      priorCovers: 0,
      ropePenalty: 0,
    } as const;
    const fair = pinBreakTarget("kick-out", attributes, { ...base, screwjob: false });
    const screwed = pinBreakTarget("kick-out", attributes, { ...base, screwjob: true });
    expect(fair !== undefined && screwed !== undefined && screwed - fair).toBe(SCREWJOB_PENALTY);
  });
});
