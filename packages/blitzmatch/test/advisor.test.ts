import { describe, expect, it } from "vitest";
import { MIGHTY_BLOB, POWER_FIST, adviseStrategy, loadStrategy, oddsByMvGap } from "../src/index.js";
import { FIST_REMATCH } from "../src/samples/data.js";

describe("the strategy advisor", () => {
  const advice = adviseStrategy(MIGHTY_BLOB, POWER_FIST, {
    opponent: FIST_REMATCH,
    candidates: 40,
    trials: 24,
    top: 3,
    seed: 5,
  });

  it("reports the best few legal strategies, best first, with chances that add up", () => {
    expect(advice).toHaveLength(3);
    for (const a of advice) {
      expect(loadStrategy(a.strategy, MIGHTY_BLOB)).toEqual(a.strategy);
      expect(a.win + a.draw + a.loss).toBeCloseTo(1, 10);
      expect(a.trials).toBe(96);
    }
    for (let i = 1; i < advice.length; i++) {
      const [p, q] = [advice[i - 1]!, advice[i]!];
      expect(p.win > q.win || (p.win === q.win && p.draw >= q.draw)).toBe(true);
    }
  });

  it("beats the Blob's own published rematch strategy against Power Fist's", () => {
    // The published rematch picks leave the Blob an MV of 5 to Power Fist's 10; the
    // search should find picks that win clearly more often.
    expect(advice[0]!.win).toBeGreaterThan(0.2);
  });

  it("is deterministic for a seed", () => {
    const again = adviseStrategy(MIGHTY_BLOB, POWER_FIST, {
      opponent: FIST_REMATCH,
      candidates: 40,
      trials: 24,
      top: 3,
      seed: 5,
    });
    expect(again).toEqual(advice);
  });

  it("without the opponent's strategy, plays a pool of random ones", () => {
    const blind = adviseStrategy(POWER_FIST, MIGHTY_BLOB, { candidates: 12, trials: 12, pool: 6, top: 2 });
    expect(blind).toHaveLength(2);
  });
});

describe("win chances by MV gap", () => {
  it("a bigger MV edge wins more often", () => {
    const odds = oddsByMvGap({ matches: 3000, seed: 2, span: 8 });
    const at = (gap: number) => odds.find((o) => o.gap === gap)!;
    for (const o of odds) expect(o.win + o.draw + o.loss).toBeCloseTo(1, 10);
    expect(at(8).win).toBeGreaterThan(at(0).win);
    expect(at(0).win).toBeGreaterThan(at(-8).win);
    expect(odds.reduce((n, o) => n + o.matches, 0)).toBe(3000);
  });
});
