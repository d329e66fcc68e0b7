/**
 * The shipped tier list (`src/data/tierList.ts`, written by `scripts/tierList.ts`): its shape, a
 * real spread between its ends, and a small fresh run with the same bots in which its five
 * strongest powers beat its five weakest.
 */
import { describe, expect, it } from "vitest";
import { POWER_IDS, strongBot, superdice, TIER_LIST, TIER_LIST_RUN } from "../src/index.js";
import { tierOf } from "../scripts/tierList.js";

describe("the tier list", () => {
  it("has every power once, strongest first, with its interval, tier and count", () => {
    expect(TIER_LIST.map((r) => r.power).sort()).toEqual([...POWER_IDS].sort());
    for (let i = 1; i < TIER_LIST.length; i++)
      expect(TIER_LIST[i - 1]!.contribution).toBeGreaterThanOrEqual(TIER_LIST[i]!.contribution);
    for (const r of TIER_LIST) {
      expect(r.low).toBeLessThanOrEqual(r.contribution);
      expect(r.high).toBeGreaterThanOrEqual(r.contribution);
      expect(r.contribution).toBeGreaterThanOrEqual(-0.5);
      expect(r.contribution).toBeLessThanOrEqual(0.5);
      expect(r.tier).toBe(tierOf(r.contribution));
    }
    // Ten powers a match, and every match has one winner or a draw: counts and scores add up.
    expect(TIER_LIST.reduce((n, r) => n + r.matches, 0)).toBe(10 * TIER_LIST_RUN.matches);
    const net = TIER_LIST.reduce((n, r) => n + r.matches * r.contribution, 0);
    expect(Math.abs(net)).toBeLessThan(0.0005 * 10 * TIER_LIST_RUN.matches);
    expect(TIER_LIST_RUN.bot).toBe("strong");
  });
  it("separates the strongest power from the weakest (an all-equal list is not measured)", () => {
    const top = TIER_LIST[0]!;
    const bottom = TIER_LIST[TIER_LIST.length - 1]!;
    expect(top.low).toBeGreaterThan(bottom.high);
    expect(top.tier).toBe("S");
    expect(bottom.tier).toBe("D");
  });
  it("is fresh: heroes with its five strongest powers beat heroes with its five weakest", () => {
    // A reversed or stale order shows here: the same bots as the run, seats alternated, six matches
    // (the shipped list wins all six; a reversed one would lose them).
    const strong = TIER_LIST.slice(0, 5).map((r) => r.power);
    const weak = TIER_LIST.slice(-5).map((r) => r.power);
    let score = 0;
    for (let i = 0; i < 6; i++) {
      const strongSeat = i % 2 === 0 ? "red" : "blue";
      const heroes = {
        red: { name: "Red", powers: strongSeat === "red" ? strong : weak },
        blue: { name: "Blue", powers: strongSeat === "red" ? weak : strong },
      };
      const m = superdice.fast!.run(heroes, 1000 + i, { red: strongBot(), blue: strongBot() }, i);
      score += m.result.winner === null ? 0.5 : m.result.winner === strongSeat ? 1 : 0;
    }
    expect(score).toBeGreaterThanOrEqual(5);
  }, 60_000);
});
