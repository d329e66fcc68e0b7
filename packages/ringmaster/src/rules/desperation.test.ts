import { scriptedDice } from "@ringside/core";
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
