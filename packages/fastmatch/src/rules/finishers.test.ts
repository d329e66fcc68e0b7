import { describe, expect, it } from "vitest";
import { Problems } from "@ringside/core";
import { finisherLimitProblems, finisherUser, finisherUsesBy } from "./finishers.js";

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
  it("names the singles wrestler not yet known 'the wrestler', and counts uses in the plural", () => {
    expect(check(["", "", null], 1)).toEqual([
      "rounds[1].finisher: the wrestler's finisher use 2 by round 2: at most one per ten rounds gone by (1 so far)",
      "rounds[1].finisher: the wrestler bought 1 finisher use, this is use 2",
    ]);
    const rounds: (string | null)[] = Array.from({ length: 30 }, () => null);
    rounds[0] = rounds[10] = rounds[20] = "Ace";
    expect(check(rounds, 2)).toEqual(["rounds[20].finisher: Ace bought 2 finisher uses, this is use 3"]);
    expect(check(rounds)).toEqual([]); // uses bought unknown: only the rounds limit applies
  });
});

describe("who uses the finisher a round calls for (I.3)", () => {
  const side = [
    { name: "Ace", finishers: 2 },
    { name: "Bolt", finishers: 0 },
  ];
  const user = (called: true | string, wrestlers: typeof side | null): [string | null, string[]] => {
    const problems = new Problems();
    const who = finisherUser(called, wrestlers, "finish", problems);
    return [who, problems.list.map((p) => `${p.path}: ${p.message} (${p.rule})`)];
  };

  it("'true' is the side's only wrestler who bought one", () => {
    expect(user(true, side)).toEqual(["Ace", []]);
    expect(user(true, null)).toEqual(["", []]);
  });
  it("refuses 'true' when nobody, or more than one, bought a finisher", () => {
    expect(user(true, [side[1]!])).toEqual([
      null,
      ["finish: nobody here has bought a finisher (FastMatch! › Finisher)"],
    ]);
    expect(user(true, [side[0]!, { name: "Cole", finishers: 1 }])).toEqual([
      null,
      ["finish: several wrestlers have finishers: name the one who uses it (FastMatch! › Finisher)"],
    ]);
  });
  it("a name must be a wrestler of the side who bought one", () => {
    expect(user("Ace", side)).toEqual(["Ace", []]);
    expect(user("Ace", null)).toEqual(["Ace", []]);
    expect(user("Bolt", side)).toEqual([
      null,
      ["finish: Bolt has not bought a finisher (FastMatch! › Finisher)"],
    ]);
    expect(user("Zed", side)).toEqual([
      null,
      ['finish: "Zed" is not a wrestler of this side (FastMatch! › Finisher)'],
    ]);
  });
});
