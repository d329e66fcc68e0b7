import { randomBot, runMatch, type Bot } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { greedyBot, strongBot, superdice, type SuperDiceMove, type SuperDiceView } from "../src/index.js";

type B = () => Bot<SuperDiceView, SuperDiceMove>;

/** Plays `n` seeded matches (seats alternating); wins, losses, draws of `a`. */
function duel(a: B, b: B, n: number, seed0: number): { wins: number; losses: number; draws: number } {
  let wins = 0;
  let losses = 0;
  let draws = 0;
  for (let i = 0; i < n; i++) {
    const aIsRed = i % 2 === 0;
    const m = runMatch(superdice, {
      config: { red: { name: "Red" }, blue: { name: "Blue" } },
      dice: seed0 + i,
      bots: aIsRed ? { red: a(), blue: b() } : { red: b(), blue: a() },
      botSeed: seed0 + i,
    });
    const winner = m.result.winner;
    if (winner === null) draws++;
    else if ((winner === "red") === aIsRed) wins++;
    else losses++;
  }
  return { wins, losses, draws };
}

/** One-sided sign test: chance of at least `wins` heads in `wins + losses` fair tosses. */
function signTest(wins: number, losses: number): number {
  const n = wins + losses;
  let p = 0;
  let c = 1;
  for (let k = 0; k <= n; k++) {
    if (k >= wins) p += c / 2 ** n;
    c = (c * (n - k)) / (k + 1);
  }
  return p;
}

describe("bot strength", () => {
  it("greedy beats random", () => {
    const r = duel(greedyBot, randomBot, 20, 1000);
    const p = signTest(r.wins, r.losses);
    expect(r.wins - r.losses).toBeGreaterThanOrEqual(10);
    expect(p).toBeLessThan(0.01);
  });
  it("strong beats greedy", () => {
    const r = duel(() => strongBot({ depth: 2, width: 4, samples: 2 }), greedyBot, 60, 2000);
    const p = signTest(r.wins, r.losses);
    console.log(r, p);
    expect(r.wins).toBeGreaterThan(r.losses);
    expect(p).toBeLessThan(0.05);
  }, 60_000);
});
