import { describe, expect, it } from "vitest";
import { ambushCost } from "./ambush.js";

describe("The ambush (¶18)", () => {
  it("spends a Turnover unless the victim is in his Ritual; warned unless the referee is distracted", () => {
    expect(ambushCost({ turnoversLeft: 1, victimInRitual: false, refereeDistracted: false })).toEqual({
      allowed: true,
      turnovers: 1,
      warning: true,
    });
    expect(ambushCost({ turnoversLeft: 0, victimInRitual: false, refereeDistracted: false }).allowed).toBe(
      false,
    );
    expect(ambushCost({ turnoversLeft: 0, victimInRitual: true, refereeDistracted: true })).toEqual({
      allowed: true,
      turnovers: 0,
      warning: false,
    });
  });
});

describe("the ambush at its edges (¶18)", () => {
  it("a victim in his ritual costs no Turnover and needs none; a distracted referee gives no warning", () => {
    expect(ambushCost({ turnoversLeft: 0, victimInRitual: true, refereeDistracted: false })).toEqual({
      allowed: true,
      turnovers: 0,
      warning: true,
    });
    expect(ambushCost({ turnoversLeft: 1, victimInRitual: false, refereeDistracted: true })).toEqual({
      allowed: true,
      turnovers: 1,
      warning: false,
    });
  });
});
