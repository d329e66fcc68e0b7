import { recordingDice, scriptedDice, type DiceSource } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { accurateRoundSeconds, DEFAULT_TIME_LIMIT, roundsIn, SECONDS } from "./matchTime.js";

describe("time (¶9–¶12)", () => {
  it("ten minutes is 60 rounds; a minute is 6", () => {
    expect(roundsIn(DEFAULT_TIME_LIMIT)).toBe(60);
    expect(roundsIn(60)).toBe(6);
  });
  it("counts are 1 s, holds and stalling 5 s, a Standoff adds 1 s", () => {
    expect([SECONDS.count, SECONDS.hold, SECONDS.stall, SECONDS.standoff]).toEqual([1, 5, 5, 1]);
  });
  it("accurate timing: AP spent + Level + 1d6", () => {
    expect(accurateRoundSeconds(scriptedDice([4]), 5, 3)).toBe(12);
  });
});

/** The labels of the dice a call rolled. */
const labelsOf = (roll: (dice: DiceSource) => unknown, faces: readonly number[]): (string | undefined)[] => {
  const dice = recordingDice(scriptedDice(faces));
  roll(dice);
  return dice.rolls.map((r) => r.label);
};

describe("the clock in rounds", () => {
  it("a part round does not count; the seconds die is labelled", () => {
    expect(roundsIn(59)).toBe(5);
    expect(roundsIn(9)).toBe(0);
    expect(SECONDS.round).toBe(10);
    expect(labelsOf((d) => accurateRoundSeconds(d, 1, 1), [2])).toEqual(["round seconds"]);
  });
});
