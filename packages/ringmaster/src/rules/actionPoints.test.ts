import { describe, expect, it } from "vitest";
import { AP_COSTS, climbCost, pay, placedRope, placeTarget, SHOULDERS } from "./actionPoints.js";

describe("Action Points (¶58, ¶64–¶72)", () => {
  it("has the chapter's costs", () => {
    expect([
      AP_COSTS.run,
      AP_COSTS.whip,
      AP_COSTS.rebound,
      AP_COSTS.cover,
      AP_COSTS.hook,
      AP_COSTS.playToCrowd,
    ]).toEqual([4, 2, 2, 1, 1, 4]);
    expect(climbCost(0, 3)).toBe(6);
    expect(climbCost(1, 2)).toBe(2);
    expect(climbCost(2, 2)).toBeUndefined();
  });

  it("placing on a turnbuckle: STR − Lift, −5 second rope, −10 top rope", () => {
    expect(placeTarget(60, 25, 1)).toBe(35);
    expect(placeTarget(60, 25, 2)).toBe(30);
    expect(placeTarget(60, 25, 3)).toBe(25);
  });

  it("short of points: the action happens with a shortfall; with none left, nothing", () => {
    expect(pay(5, 4)).toEqual({ left: 1, short: 0 });
    expect(pay(1, 4)).toEqual({ left: 0, short: 3 });
    expect(pay(0, 1)).toBeUndefined();
    expect(pay(0, 0)).toEqual({ left: 0, short: 0 });
  });
});

describe("sitting and shoulders (¶69)", () => {
  it("sitting him on a rope counts as standing him on the next lower; never on the first", () => {
    expect(placedRope(3, false)).toBe(3);
    expect(placedRope(3, true)).toBe(2);
    expect(placedRope(2, true)).toBe(1);
    expect(placedRope(1, true)).toBeUndefined();
    expect(placedRope(SHOULDERS.rope, SHOULDERS.sit)).toBe(2);
  });
});
