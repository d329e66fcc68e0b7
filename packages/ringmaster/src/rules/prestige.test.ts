import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyAbsolute, matchPrestige, PRESTIGE_CHANGES } from "./prestige.js";

describe("Prestige from a match (¶53, ¶72, ¶124, ¶137)", () => {
  it("spot bonus and crowd +1 each (text)", () => {
    expect(PRESTIGE_CHANGES.spot).toBe(1);
    expect(PRESTIGE_CHANGES.crowd).toBe(1);
  });
  it("absolute changes keep the sign and never cross 0", () => {
    expect(applyAbsolute(-20, 1)).toBe(-21);
    expect(applyAbsolute(20, 1)).toBe(21);
    expect(applyAbsolute(0, 1)).toBe(1);
    expect(applyAbsolute(5, -8)).toBe(0);
    expect(applyAbsolute(99, 5)).toBe(100);
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), fc.integer({ min: -20, max: 20 }), (p, d) => {
        const q = applyAbsolute(p, d);
        expect(Math.abs(q)).toBeLessThanOrEqual(100);
        if (p !== 0 && q !== 0) expect(Math.sign(q)).toBe(Math.sign(p));
      }),
    );
  });
  it("a match: the result, spots, crowd, illegal moves seen, engineering", () => {
    const base = { spots: 0, crowd: 0, illegalSeen: 0, engineered: false } as const;
    expect(matchPrestige({ ...base, result: "win", method: "pinfall", spots: 2, crowd: 1 })).toBe(5);
    expect(matchPrestige({ ...base, result: "win", method: "disqualification" })).toBe(1);
    expect(matchPrestige({ ...base, result: "loss", method: "pinfall", illegalSeen: 2 })).toBe(-4);
    expect(matchPrestige({ ...base, result: "draw", method: "draw", engineered: true })).toBe(-2);
    expect(matchPrestige({ ...base, result: "loss", method: "count-out", engineered: true })).toBe(-4);
  });
});

describe("Prestige at its edges (¶124)", () => {
  const base = { spots: 0, crowd: 0, illegalSeen: 0, engineered: false } as const;
  it("a win by count-out counts as a DQ win; a plain draw changes nothing", () => {
    expect(matchPrestige({ ...base, result: "win", method: "count-out" })).toBe(1);
    expect(matchPrestige({ ...base, result: "draw", method: "draw" })).toBe(0);
    expect(matchPrestige({ ...base, result: "win", method: "knockout", crowd: 2, illegalSeen: 1 })).toBe(3);
    expect(PRESTIGE_CHANGES).toEqual({
      win: 2,
      dqWin: 1,
      loss: -2,
      draw: 0,
      spot: 1,
      crowd: 1,
      illegalSeen: -1,
    });
  });
  it("a rulebreaker's Prestige grows away from 0 too, stops at 0 and at 100 either way", () => {
    expect(applyAbsolute(-5, -8)).toBe(0);
    expect(applyAbsolute(-99, 5)).toBe(-100);
    expect(applyAbsolute(-20, -1)).toBe(-19);
    expect(applyAbsolute(100, 0)).toBe(100);
  });
});
