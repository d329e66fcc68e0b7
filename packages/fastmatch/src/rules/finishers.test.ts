import { describe, expect, it } from "vitest";
import { Problems } from "@ringside/core";
import { finisherLimitProblems, finisherUsesBy } from "./finishers.js";

const check = (finishers: (string | null)[], bought?: number): string[] => {
  const problems = new Problems();
  finisherLimitProblems(finishers, () => bought, "rounds", problems);
  return problems.list.map((p) => `${p.path}: ${p.message}`);
};

describe("finishers (I.3)", () => {
  it("allows one use per ten rounds gone by, started tens included", () => {
    expect([1, 10, 11, 20, 21, 30].map(finisherUsesBy)).toEqual([1, 1, 2, 2, 3, 3]);
  });
  it("refuses a second use within the first ten rounds, and a use past those bought", () => {
    const rounds: (string | null)[] = Array.from({ length: 12 }, () => null);
    rounds[2] = "Ace";
    rounds[5] = "Ace";
    expect(check(rounds, 3)).toEqual([
      "rounds[5].finisher: Ace's finisher use 2 by round 6: at most one per ten rounds gone by (1 so far)",
    ]);
    rounds[5] = null;
    rounds[11] = "Ace";
    expect(check(rounds, 3)).toEqual([]);
    expect(check(rounds, 1)).toEqual(["rounds[11].finisher: Ace bought 1 finisher use, this is use 2"]);
  });
  it("counts each member of a team on his own", () => {
    const rounds: (string | null)[] = ["Ace", "Bolt", null];
    expect(check(rounds, 1)).toEqual([]);
  });
});
