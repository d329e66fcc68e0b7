import { describe, expect, it } from "vitest";
import { attackBothModifier, doubleTeamSkill, freeAttackTakesAdvantage } from "./doubleTeam.js";

describe("Double teams and one against two (¶140–¶141)", () => {
  it("the higher Skill for identical moves, the lower for different, +10 either way", () => {
    expect(doubleTeamSkill(55, 70, true)).toBe(80);
    expect(doubleTeamSkill(55, 70, false)).toBe(65);
  });
  it("−5% a target unless Superstar, Megastar or Monster Heel", () => {
    expect(attackBothModifier(2, 20)).toBe(-10);
    expect(attackBothModifier(2, -20)).toBe(-10);
    expect(attackBothModifier(2, 75)).toBe(0);
    expect(attackBothModifier(2, 95)).toBe(0);
    expect(attackBothModifier(2, -65)).toBe(0);
    expect(attackBothModifier(1, 0)).toBe(0);
    expect(freeAttackTakesAdvantage(false)).toBe(false);
  });
});

describe("one against two, in detail (¶141)", () => {
  it("−5% a man attacked, and a hit on a free attack takes Advantage", () => {
    expect(attackBothModifier(3, 20)).toBe(-15);
    expect(attackBothModifier(0, 20)).toBe(0);
    expect(freeAttackTakesAdvantage(true)).toBe(true);
    expect(doubleTeamSkill(70, 55, true)).toBe(80);
    expect(doubleTeamSkill(70, 55, false)).toBe(65);
  });
});
