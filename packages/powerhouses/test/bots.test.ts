import { isRingsideError, runMatch } from "@ringside/core";
import {
  optimalBot,
  powerhouses,
  randomBot,
  simulatePowerhouses,
  thresholdBot,
  type PowerhousesBot,
  type PowerhousesConfig,
} from "@ringside/powerhouses";
import { describe, expect, it } from "vitest";
import { bruno, kid } from "./helpers.js";

const seats = (i: number): PowerhousesConfig =>
  i % 2 === 0 ? { red: bruno, blue: kid } : { red: kid, blue: bruno };

/** Wins of `hero` over `rival` in `count` matches, half of them from each corner. */
function wins(hero: () => PowerhousesBot, rival: () => PowerhousesBot, count: number, seed: number): number {
  const half = count / 2;
  const a = simulatePowerhouses({ count: half, seed, config: seats, bots: { red: hero(), blue: rival() } });
  const b = simulatePowerhouses({
    count: half,
    seed: seed + 1,
    config: seats,
    bots: { red: rival(), blue: hero() },
  });
  expect(a.matches + b.matches).toBe(count);
  expect(a.methods).toEqual({ pinfall: half });
  return (a.wins.red ?? 0) + (b.wins.blue ?? 0);
}

describe("bots", () => {
  it("the optimal bot beats every fixed threshold over many seeded matches", () => {
    const per = 400;
    let total = 0;
    const thresholds = [3, 4, 5, 6, 7];
    for (const n of thresholds) {
      const w = wins(optimalBot, () => thresholdBot(n), per, 100 + n);
      total += w;
      expect(w / per, `against quit-at-${n}`).toBeGreaterThan(0.52);
    }
    const all = per * thresholds.length;
    const z = (total - all / 2) / Math.sqrt(all / 4);
    // Pooled over 2 000 matches: far beyond chance (a fair coin gives z > 4 once in 30 000).
    expect(z).toBeGreaterThan(4);
  });

  it("the optimal bot crushes the random bot", () => {
    // About 0.77 over 24 000 matches (either seeding of simulate); 0.7 is 2 standard errors below for 200.
    expect(wins(optimalBot, randomBot, 200, 7) / 200).toBeGreaterThan(0.7);
  });

  it("simulate reports win rates, the method and match lengths", () => {
    const stats = simulatePowerhouses({
      count: 50,
      seed: 3,
      config: seats,
      bots: { red: thresholdBot(4), blue: thresholdBot(6) },
    });
    expect(stats.matches).toBe(50);
    expect((stats.wins.red ?? 0) + (stats.wins.blue ?? 0)).toBe(50);
    expect(stats.draws).toBe(0);
    expect(stats.length.min).toBeGreaterThan(8);
    expect(stats.length.mean).toBeGreaterThanOrEqual(stats.length.min);
  });

  it("the threshold bot rolls on below its threshold and quits once it reaches it", () => {
    const bot = thresholdBot(4);
    let decisions = 0;
    runMatch(powerhouses, {
      config: seats(0),
      dice: 12,
      bots: {
        red: (input) => {
          const move = bot(input);
          const roll = input.view.roll;
          if (roll !== null && roll.stage === "decide") {
            decisions++;
            expect(move.type).toBe(roll.count >= 4 ? "quit" : "roll");
          }
          return move;
        },
        blue: bot,
      },
    });
    expect(decisions).toBeGreaterThan(5);
  });

  it("refuses a threshold that is not a whole number from 0 to 100", () => {
    for (const bad of [-1, 2.5, 101, Number.NaN]) {
      let caught: unknown;
      try {
        thresholdBot(bad);
      } catch (e) {
        caught = e;
      }
      expect(isRingsideError(caught, "INVALID_STRATEGY")).toBe(true);
    }
  });
});
