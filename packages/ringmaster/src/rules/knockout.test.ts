import { scriptedDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { succeeded } from "./attributeCheck.js";
import { refereeNotices, staminaCheck } from "./knockout.js";

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
