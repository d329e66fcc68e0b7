import { recordingDice, scriptedDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import type { RoundAction } from "../types.js";
import { endurancePenalty, highRiskCount, roundTotal } from "./roundTotals.js";

const HR = (activity: 1 | 2 | 3): RoundAction => ({ attitude: "high-risk", activity });

describe("round totals (III.2.b)", () => {
  it("defensive adds 2, 3, 4, 5 by activity; a rest-hold rolls nothing and adds 2", () => {
    expect(
      roundTotal({ attitude: "rest-hold", activity: 0 }, false, 20, 2, scriptedDice([]), "x").total,
    ).toBe(2);
    expect(
      roundTotal({ attitude: "defensive", activity: 1 }, false, 20, 2, scriptedDice([4]), "x").total,
    ).toBe(7);
    expect(
      roundTotal({ attitude: "defensive", activity: 3 }, false, 20, 2, scriptedDice([1, 1, 1]), "x").total,
    ).toBe(8);
    expect(
      roundTotal({ attitude: "normal", activity: 3 }, false, 20, 2, scriptedDice([3, 3, 3]), "x").total,
    ).toBe(9);
  });

  it("high risk: 6 counts 0, a 3 rolls again once and adds, a 6 on that roll counts 6", () => {
    const t = roundTotal(HR(3), false, 20, 2, scriptedDice([6, 3, 3, 6, 3]), "x");
    expect(t.dice).toEqual([6, 3, 3]);
    expect(t.rerolls).toEqual([6, 3]);
    expect(t.total).toBe(0 + 3 + 3 + 6 + 3);
    expect(highRiskCount([1, 6, 2], [])).toBe(3);
  });

  it("high risk averages 3.08 a die, from 0 to 9 (the text's figures)", () => {
    let sum = 0;
    let min = Infinity;
    let max = -Infinity;
    for (let d = 1; d <= 6; d++) {
      for (let r = 1; r <= 6; r++) {
        const v = highRiskCount([d], d === 3 ? [r] : []);
        sum += v;
        min = Math.min(min, v);
        max = Math.max(max, v);
      }
    }
    expect((sum / 36).toFixed(2)).toBe("3.08");
    expect([min, max]).toEqual([0, 9]);
  });

  it("advantage adds its bonus; Endurance under 10, under 5 and at 0 take 1 each; never below 0", () => {
    expect([20, 10, 9, 5, 4, 1, 0].map(endurancePenalty)).toEqual([0, 0, 1, 1, 2, 2, 3]);
    const t = roundTotal({ attitude: "defensive", activity: 1 }, true, 3, 2, scriptedDice([1]), "x");
    expect([t.counted, t.defence, t.advantage, t.penalty, t.total]).toEqual([1, 3, 2, 2, 4]);
    expect(roundTotal(HR(1), false, 0, 2, scriptedDice([6]), "x").total).toBe(0);
  });

  it("names every roll for the record: each die by its number, and a high-risk reroll as such", () => {
    const dice = recordingDice(scriptedDice([3, 5, 4]));
    roundTotal(HR(2), false, 20, 2, dice, "Blob");
    expect(dice.rolls.map((r) => r.label)).toEqual(["Blob die 1", "Blob die 2", "Blob high-risk reroll"]);
  });
});
