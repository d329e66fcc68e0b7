import { recordingDice, scriptedDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { desperationStun, keepsAdvantage } from "./desperation.js";

describe("the desperation move (¶36)", () => {
  it("costs 1d6 Stun a Level", () => {
    expect(desperationStun(scriptedDice([3, 4, 6]), 3)).toBe(13);
    expect(desperationStun(scriptedDice([2]), 1)).toBe(2);
  });
  it("keeps Advantage only if he recovers no later than his opponent", () => {
    expect(keepsAdvantage({ stun: 6, rec: 2 }, { stun: 4, rec: 2 })).toBe(false);
    expect(keepsAdvantage({ stun: 4, rec: 2 }, { stun: 4, rec: 2 })).toBe(true);
    expect(keepsAdvantage({ stun: 0, rec: 1 }, { stun: 0, rec: 1 })).toBe(true);
  });
});

describe("desperation in detail (¶36)", () => {
  it("rolls one labelled die a Level; the one who recovers sooner, or as soon, keeps Advantage", () => {
    const dice = recordingDice(scriptedDice([2, 2]));
    expect(desperationStun(dice, 2)).toBe(4);
    expect(dice.rolls.map((r) => r.label)).toEqual(["desperation Stun", "desperation Stun"]);
    expect(desperationStun(scriptedDice([]), 0)).toBe(0);
    expect(keepsAdvantage({ stun: 4, rec: 2 }, { stun: 6, rec: 2 })).toBe(true);
    expect(keepsAdvantage({ stun: 5, rec: 2 }, { stun: 4, rec: 2 })).toBe(false);
  });
});
