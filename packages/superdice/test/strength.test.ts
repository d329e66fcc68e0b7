/**
 * Bot strength: strong > greedy > random over seeded duplicate-dealt matches, played on the fast
 * path with the SHIPPED defaults (`strongBot()` as it is, no lighter test setting). A deal counts
 * for the bot that won more of its two seatings; the one-sided sign test over deals (splits left
 * out) gives the chance of such a margin between equal bots. The matches' own sign test is
 * printed too. Figures at these seeds are on the package README and the performance page.
 */
import { describe, expect, it } from "vitest";
import { greedyBot, strongBot, superDiceRandomBot } from "../src/index.js";
import { duel, scoreLine, signTest } from "./duel.js";

describe("bot strength (duplicate deals, shipped defaults)", () => {
  it("greedy beats random", () => {
    const s = duel(greedyBot, superDiceRandomBot, 20, 1000);
    const line = scoreLine("greedy v random", s);
    console.info(line);
    expect(s.dealsWon - s.dealsLost, line).toBeGreaterThanOrEqual(12);
    expect(signTest(s.dealsWon, s.dealsLost), line).toBeLessThan(0.001);
    expect(signTest(s.wins, s.losses), line).toBeLessThan(0.001);
  });
  it("strong beats greedy", () => {
    const s = duel(() => strongBot(), greedyBot, 40, 2000);
    const line = scoreLine("strong v greedy", s);
    console.info(line);
    expect(s.dealsWon - s.dealsLost, line).toBeGreaterThanOrEqual(10);
    expect(signTest(s.dealsWon, s.dealsLost), line).toBeLessThan(0.01);
    expect(signTest(s.wins, s.losses), line).toBeLessThan(0.05);
  }, 60_000);
});
