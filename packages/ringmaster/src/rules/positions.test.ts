import { describe, expect, it } from "vitest";
import { POSITIONS } from "../data/attributes.js";
import { attackerMayShiftDefender, meetsNeed, shiftCost } from "./positions.js";

describe("positions (¶59)", () => {
  it("1 AP within a category, 2 across; fallen to standing needs a crouch first", () => {
    expect(shiftCost("Facing", "Behind")).toBe(1);
    expect(shiftCost("Sitting", "Bent")).toBe(1);
    expect(shiftCost("Prone", "Facedown")).toBe(1);
    expect(shiftCost("Facing", "Bent")).toBe(2);
    expect(shiftCost("Prone", "Kneeling")).toBe(2);
    expect(shiftCost("Prone", "Facing")).toBeUndefined();
    expect(shiftCost("Facing", "Facing")).toBeUndefined();
  });

  it("the attacker cannot put the defender down, nor into a crouch but Bent except from the mat", () => {
    expect(attackerMayShiftDefender("Facing", "Prone")).toBe(false);
    expect(attackerMayShiftDefender("Facing", "Bent")).toBe(true);
    expect(attackerMayShiftDefender("Facing", "Sitting")).toBe(false);
    expect(attackerMayShiftDefender("Prone", "Sitting")).toBe(true);
    // a man already down may be rolled over (interpretation of ¶59)
    expect(attackerMayShiftDefender("Prone", "Facedown")).toBe(true);
    expect(attackerMayShiftDefender("Facedown", "Prone")).toBe(true);
    expect(attackerMayShiftDefender("Sitting", "Prone")).toBe(false);
    expect(attackerMayShiftDefender("Bent", "Facing")).toBe(true);
    expect(attackerMayShiftDefender("Facing", "Behind")).toBe(true);
  });

  it("reads a maneuver's Needs", () => {
    expect(meetsNeed("Behind", "Standing")).toBe(true);
    expect(meetsNeed("Behind", "Facing")).toBe(false);
    expect(meetsNeed("Kneeling", "Crouching")).toBe(true);
    expect(meetsNeed("Facedown", "Fallen")).toBe(true);
    for (const p of POSITIONS) expect(meetsNeed(p, "Any")).toBe(true);
  });
});
