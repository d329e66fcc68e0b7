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

describe("positions, every need and shift", () => {
  it("each named need is met by that position alone; each category by its own", () => {
    for (const p of POSITIONS) {
      expect(meetsNeed(p, p)).toBe(true);
      expect(meetsNeed(p, "Standing")).toBe(p === "Facing" || p === "Behind");
      expect(meetsNeed(p, "Crouching")).toBe(p === "Sitting" || p === "Kneeling" || p === "Bent");
      expect(meetsNeed(p, "Fallen")).toBe(p === "Prone" || p === "Facedown");
    }
    expect(meetsNeed("Facing", "Behind")).toBe(false);
  });
  it("standing to fallen and back takes two steps; the attacker puts a standing man only into Bent", () => {
    expect(shiftCost("Behind", "Facedown")).toBeUndefined();
    expect(shiftCost("Facedown", "Behind")).toBeUndefined();
    expect(shiftCost("Kneeling", "Behind")).toBe(2);
    expect(shiftCost("Sitting", "Facedown")).toBe(2);
    expect(attackerMayShiftDefender("Behind", "Kneeling")).toBe(false);
    expect(attackerMayShiftDefender("Kneeling", "Bent")).toBe(true);
    expect(attackerMayShiftDefender("Kneeling", "Prone")).toBe(false);
    expect(attackerMayShiftDefender("Facedown", "Kneeling")).toBe(true);
    expect(attackerMayShiftDefender("Prone", "Prone")).toBe(false);
  });
});
