import { describe, expect, it } from "vitest";
import { FIRED_UP, FIRED_UP_COST, firedUpModifiers, mayFireUp } from "./firedUp.js";

describe("Fired Up (¶130–¶132)", () => {
  it("needs two Comebacks and the Comeback's condition; never for a rulebreaker", () => {
    expect(mayFireUp({ prestige: 70, left: 3, level: 4, opponentLevel: 4 })).toBe(true);
    expect(mayFireUp({ prestige: 70, left: 1, level: 4, opponentLevel: 4 })).toBe(false);
    expect(mayFireUp({ prestige: -70, left: 3, level: 4, opponentLevel: 4, illegalManeuver: true })).toBe(
      false,
    );
    expect(mayFireUp({ prestige: 70, left: 3, level: 1, opponentLevel: 1 })).toBe(false);
  });
  it("gives +10% and −10% to Counters against him while it lasts", () => {
    expect(firedUpModifiers(FIRED_UP.rounds)).toEqual({ maneuver: 10, counters: -10 });
    expect(firedUpModifiers(0)).toEqual({ maneuver: 0, counters: 0 });
  });
});

describe("Fired Up at its edges (¶131)", () => {
  it("two Turnovers are enough; none of its modifiers outlast it; three rounds that clear Stun", () => {
    expect(mayFireUp({ prestige: 70, left: 2, level: 4, opponentLevel: 4 })).toBe(true);
    expect(firedUpModifiers(1)).toEqual({ maneuver: 10, counters: -10 });
    expect(firedUpModifiers(-1)).toEqual({ maneuver: 0, counters: 0 });
    expect(FIRED_UP).toEqual({ rounds: 3, maneuverBonus: 10, counterPenalty: 10, clearsStun: true });
    expect(FIRED_UP_COST).toBe(2);
  });
});
