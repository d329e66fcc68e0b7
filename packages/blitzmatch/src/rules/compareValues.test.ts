import { describe, expect, it } from "vitest";
import type { RoundAction } from "../types.js";
import { applyDamage, compareValues, damageFor } from "./compareValues.js";

const D1: RoundAction = { attitude: "defensive", activity: 1 };
const D2: RoundAction = { attitude: "defensive", activity: 2 };
const REST: RoundAction = { attitude: "rest-hold", activity: 0 };
const N3: RoundAction = { attitude: "normal", activity: 3 };

describe("compare values (III.2.c)", () => {
  it("the higher total deals the difference", () => {
    expect(compareValues([9, 3], [N3, REST], "subtract")).toEqual({
      winner: 0,
      margin: 6,
      buffer: 0,
      damage: [0, 6],
    });
  });

  it("a defensive winner's buffer (Part IV round 5: 10 against 2, buffer 6, 2 damage)", () => {
    expect(compareValues([2, 10], [REST, D1], "subtract").damage).toEqual([2, 0]);
    expect(compareValues([2, 10], [REST, D1], "threshold").damage).toEqual([8, 0]);
    expect(compareValues([7, 5], [D1, N3], "subtract").damage).toEqual([0, 0]);
    expect(compareValues([10, 2], [D2, N3], "threshold").damage).toEqual([0, 8]);
    expect(compareValues([11, 2], [REST, N3], "threshold").damage).toEqual([0, 9]);
    expect(damageFor(7, 8, "threshold")).toBe(0);
  });

  it("a tie costs both 3; Endurance never below 0", () => {
    expect(compareValues([4, 4], [D1, REST], "subtract")).toEqual({
      winner: null,
      margin: 0,
      buffer: 0,
      damage: [3, 3],
    });
    expect(applyDamage(3, 4)).toBe(0);
  });
});
