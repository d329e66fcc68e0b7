import { describe, expect, it } from "vitest";
import { recordingDice, seededDice } from "@ringside/core";
import { benchMatch, scriptedContext } from "../../test/rulesKit.js";
import { roundContext, rollD6s, rollInt } from "./context.js";

describe("the round context's dice", () => {
  it("throws a seeded sum with the faces and generator steps of one die at a time", () => {
    const match = benchMatch();
    for (let seed = 0; seed < 200; seed++) {
      const whole = seededDice(seed);
      const oneByOne = recordingDice(seededDice(seed));
      const ctx = roundContext(match, whole, null);
      const ref = roundContext(match, oneByOne, null);
      for (const count of [3, 2, 3, 2, 2] as const) {
        expect(rollD6s(ctx, count, "attack roll for", "Ace")).toBe(
          rollD6s(ref, count, "attack roll for", "Ace"),
        );
      }
      // The recording source took the die-by-die route: both generators stand at the same place.
      expect(oneByOne.rolls).toHaveLength(12);
      expect(whole.save()).toEqual(oneByOne.save());
    }
  });

  it("labels every roll for scripted dice: what is rolled, and for whom", () => {
    const ctx = scriptedContext(benchMatch(), [1, 2, 3, 4]);
    expect(rollD6s(ctx, 3, "attack roll for", "Captain Luger")).toBe(6);
    expect(rollInt(ctx, 1, 6, "pairing among equal bonuses")).toBe(4);
    expect(() => rollD6s(ctx, 2, "count-out check for", "Kaltor")).toThrow(
      expect.objectContaining({
        code: "DICE_SCRIPT_EXHAUSTED",
        message: expect.stringContaining("count-out check for Kaltor"),
      }),
    );
  });
});
