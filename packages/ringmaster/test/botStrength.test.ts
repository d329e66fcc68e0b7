/**
 * Bot strength, kept apart from the fast suite: the heuristic bot against the random bot over seeded
 * matches on the fast path (every pairing of the sample wrestlers, sides alternating), with the
 * one-sided binomial p-value of its wins against a coin flip (draws count as not won).
 */
import { describe, expect, it } from "vitest";
import { heuristicBot } from "../src/bots/heuristicBot.js";
import { randomBot } from "../src/bots/randomBot.js";
import { ringmaster } from "../src/game.js";
import { SAMPLE_WRESTLERS } from "../src/samples/wrestlers.js";

const MATCHES = 300;

/** P(X ≥ k) for X ~ Binomial(n, 1/2), summed exactly in log space. */
function binomialTail(n: number, k: number): number {
  const logChoose: number[] = [0];
  for (let i = 1; i <= n; i++) logChoose.push((logChoose[i - 1] ?? 0) + Math.log((n - i + 1) / i));
  let p = 0;
  for (let i = k; i <= n; i++) p += Math.exp((logChoose[i] ?? 0) - n * Math.LN2);
  return p;
}

describe("the heuristic bot against the random bot", () => {
  it("binomialTail: small cases by hand", () => {
    expect(binomialTail(2, 2)).toBeCloseTo(0.25);
    expect(binomialTail(3, 2)).toBeCloseTo(0.5);
    expect(binomialTail(10, 0)).toBeCloseTo(1);
  });

  it(`wins at least 85% of ${String(MATCHES)} seeded matches, p < 1e-40 against a coin flip`, () => {
    const fast = ringmaster.fast;
    if (fast === undefined) throw new Error("no fast path");
    let wins = 0;
    for (let seed = 0; seed < MATCHES; seed++) {
      const red = SAMPLE_WRESTLERS[seed % 3];
      const blue = SAMPLE_WRESTLERS[Math.floor(seed / 3) % 3];
      if (red === undefined || blue === undefined) throw new Error("sample wrestlers");
      const heuristicRed = seed % 2 === 0;
      const bots = heuristicRed
        ? { red: heuristicBot(), blue: randomBot() }
        : { red: randomBot(), blue: heuristicBot() };
      const r = fast.run({ red, blue }, seed, bots, seed);
      if (r.result.winner === (heuristicRed ? "red" : "blue")) wins++;
    }
    const p = binomialTail(MATCHES, wins);
    console.log(`heuristic v random: ${String(wins)}/${String(MATCHES)} won, p = ${p.toExponential(2)}`);
    expect(wins / MATCHES).toBeGreaterThanOrEqual(0.85);
    expect(p).toBeLessThan(1e-40);
  });
});
