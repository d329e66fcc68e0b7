import { recordingDice, scriptedDice, type DiceSource } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { succeeded } from "./attributeCheck.js";
import { armCheckMade, refereeNotices, refereeSeesKnockout, staminaCheck } from "./knockout.js";

describe("knockouts (¶114–¶115)", () => {
  it("no check above 0 Intensity; at or below, STA or pass out", () => {
    expect(staminaCheck(scriptedDice([]), 1, 50)).toBeUndefined();
    expect(staminaCheck(scriptedDice([6, 0]), 0, 50)?.out).toBe(true);
    expect(staminaCheck(scriptedDice([4, 0]), -12, 50)?.out).toBe(false);
  });
  it("the referee must make his SAV check to see it", () => {
    expect(succeeded(refereeNotices(scriptedDice([5, 5]), 60).grade)).toBe(true);
    expect(succeeded(refereeNotices(scriptedDice([6, 5]), 60).grade)).toBe(false);
  });
});

/** The labels of the dice a call rolled. */
const labelsOf = (roll: (dice: DiceSource) => unknown, faces: readonly number[]): (string | undefined)[] => {
  const dice = recordingDice(scriptedDice(faces));
  roll(dice);
  return dice.rolls.map((r) => r.label);
};

describe("knockouts seen and unseen (¶102–¶104)", () => {
  it("a distracted referee sees no knockout and rolls nothing; else he notices on a made SAV check", () => {
    expect(refereeSeesKnockout(scriptedDice([]), 90, 1)).toBe(false);
    expect(refereeSeesKnockout(scriptedDice([5, 5]), 60, 0)).toBe(true);
    expect(refereeSeesKnockout(scriptedDice([6, 5]), 60, 0)).toBe(false);
    expect(armCheckMade(0)).toBe(true);
    expect(armCheckMade(1)).toBe(false);
  });
  it("labels the stamina and notice rolls", () => {
    expect(labelsOf((d) => staminaCheck(d, 0, 50), [1, 0])).toEqual([
      "stay conscious (STA) tens",
      "stay conscious (STA) ones",
    ]);
    expect(labelsOf((d) => refereeNotices(d, 50), [1, 0])).toEqual([
      "referee notices (SAV) tens",
      "referee notices (SAV) ones",
    ]);
  });
});
