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
    const score = `greedy ${r.wins} wins, ${r.losses} losses, ${r.draws} draws; p = ${p.toFixed(4)}`;
    expect(r.wins - r.losses, score).toBeGreaterThanOrEqual(8);
    expect(p, score).toBeLessThan(0.01);
  });
  it("strong beats greedy", () => {
    const r = duel(() => strongBot({ depth: 2, width: 4, samples: 2 }), greedyBot, 60, 2000);
    const p = signTest(r.wins, r.losses);
    const score = `strong ${r.wins} wins, ${r.losses} losses, ${r.draws} draws; p = ${p.toFixed(4)}`;
    // Against the greedy bot (which already averages rerolls and keeps powers back) the depth-2
    // search wins more than it loses (28-20-12 on these seeds); a sign test needs a few hundred
    // matches to call that significant, more than this suite's budget (see the package README).
    expect(r.wins - r.losses, score).toBeGreaterThanOrEqual(6);
    expect(p, score).toBeLessThan(0.25);
  }, 60_000);
});
