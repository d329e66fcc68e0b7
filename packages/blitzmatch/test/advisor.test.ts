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
    for (const o of odds) {
      expect(o.wins + o.draws + o.losses).toBe(o.matches);
      expect(o.win).toBe(o.wins / o.matches);
    }
  });

  it("reports progress with the rows so far, ending on the returned rows", () => {
    const calls: [number, number, number][] = [];
    let last: readonly unknown[] = [];
    const odds = oddsByMvGap({
      matches: 400,
      seed: 3,
      progressEvery: 150,
      onProgress: (done, total, rows) => {
        calls.push([done, total, rows.reduce((n, r) => n + r.matches, 0)]);
        last = rows;
      },
    });
    expect(calls).toEqual([
      [150, 400, 150],
      [300, 400, 300],
      [400, 400, 400],
    ]);
    expect(last).toEqual(odds);
    expect(oddsByMvGap({ matches: 400, seed: 3 })).toEqual(odds);
  });
});

describe("the advisor's progress", () => {
  it("counts every strategy scored, first pass and finalists, and does not change the advice", () => {
    const seen: number[] = [];
    let total = 0;
    const settings = { seed: 5, candidates: 10, trials: 8, pool: 4, top: 2 };
    const advice = adviseStrategy(MIGHTY_BLOB, POWER_FIST, {
      ...settings,
      onProgress: (done, all) => {
        seen.push(done);
        total = all;
      },
    });
    expect(total).toBe(10 + 4);
    expect(seen).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(advice).toEqual(adviseStrategy(MIGHTY_BLOB, POWER_FIST, settings));
  });
});
