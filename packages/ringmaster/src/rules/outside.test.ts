import { describe, expect, it } from "vitest";
import { diveForce, diverLandingDice, OVER_THE_TOP_STEPS, overTheTop } from "./outside.js";
import { attackTarget } from "./attackCheck.js";

describe("outside the ring (¶49, ¶54)", () => {
  it("over the top rope needs a margin of his Lift + 10, and falls 5 Steps", () => {
    expect(overTheTop(14, 4)).toBe(true);
    expect(overTheTop(13, 4)).toBe(false);
    expect(OVER_THE_TOP_STEPS).toBe(5);
  });
  it("a dive adds a Fall die only when the Code has none, and is −10% but for a Daredevil", () => {
    expect(diveForce("BPw")).toBe("BPwF");
    expect(diveForce("BF")).toBe("BF");
    expect(attackTarget({ skill: 60, level: 1, defenderLevel: 1, diveToFloor: true }).target).toBe(50);
    expect(
      attackTarget({ skill: 60, level: 1, defenderLevel: 1, diveToFloor: true, daredevil: true }).target,
    ).toBe(60);
  });
  it("the diver takes the floor's Stun Code dice, a Daredevil half of them", () => {
    expect(diverLandingDice(2, false)).toBe(2);
    expect(diverLandingDice(2, true)).toBe(1);
    expect(diverLandingDice(3, true)).toBe(1);
  });
});
