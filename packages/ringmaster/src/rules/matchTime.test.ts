import { scriptedDice } from "@ringside/core";
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
