/**
 * The shipped tier list (`src/data/tierList.ts`, written by `scripts/tierList.ts`): its shape, and a
 * small fresh run with the same bots that agrees with it within the intervals.
 */
import { describe, expect, it } from "vitest";
import { POWER_IDS, TIER_LIST, TIER_LIST_RUN } from "../src/index.js";
import { measure, tierOf } from "../scripts/tierList.js";

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
  it("a small fresh run with the same bots agrees within the intervals", () => {
    const fresh = measure({ ...TIER_LIST_RUN, matches: 12, seed: 99 }).sums;
    let outside = 0;
    let seen = 0;
    for (const row of TIER_LIST) {
      const { n, s } = fresh[row.power];
      if (n < 2) continue;
      seen++;
      const mean = s / n - 0.5;
      // A few matches give no usable sample variance: take the largest a score can have (1/4).
      const fresh2 = 0.25 / n;
      const shipped = (row.high - row.low) / 2 / 1.96;
      // The two estimates differ by less than 1.96 standard errors of their difference.
      if (Math.abs(mean - row.contribution) > 1.96 * Math.sqrt(shipped ** 2 + fresh2)) outside++;
    }
    expect(seen).toBeGreaterThan(25);
    // At most about 5% of powers fall outside by chance; more than 15% would mean the data is stale.
    expect(outside, `${outside} of ${seen} powers outside`).toBeLessThanOrEqual(Math.ceil(0.15 * seen));
  }, 60_000);
});
