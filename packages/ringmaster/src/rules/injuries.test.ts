import { describe, expect, it } from "vitest";
import { addInjury, injuringConditions, injuryPenaltyPoints } from "./injuries.js";

describe("Injuries (¶97–¶99)", () => {
  it("counts the Injuring conditions: Ace, object, Finisher, hard landing", () => {
    expect(injuringConditions({})).toBe(0);
    expect(injuringConditions({ ace: true })).toBe(1);
    expect(injuringConditions({ finisher: true, object: true })).toBe(2);
    expect(injuringConditions({ surfaceDice: 3 })).toBe(1);
    expect(injuringConditions({ steps: 2, surfaceDice: 2 })).toBe(0);
    expect(injuringConditions({ steps: 5, ace: true, object: true, finisher: true })).toBe(4);
  });
  it("keeps points per part; lifting needs Arm, Leg and Back", () => {
    const inj = addInjury(addInjury({}, "Leg", 2), "Back", 1);
    expect(inj).toEqual({ Leg: 2, Back: 1 });
    expect(injuryPenaltyPoints(inj, ["Arm", "Leg", "Back"])).toBe(3);
    expect(addInjury(inj, "Arm", 0)).toBe(inj);
  });
});

describe("injuries at their edges (¶97–¶99)", () => {
  it("a fall of 3 Steps is hard; a negative injury adds nothing; an unused part costs nothing", () => {
    expect(injuringConditions({ steps: 3 })).toBe(1);
    expect(injuringConditions({ ace: false, object: false, finisher: false })).toBe(0);
    const inj = addInjury({}, "Arm", 2);
    expect(addInjury(inj, "Arm", -1)).toBe(inj);
    expect(addInjury(inj, "Arm", 1)).toEqual({ Arm: 3 });
    expect(injuryPenaltyPoints(inj, ["Leg"])).toBe(0);
  });
});
