import { describe, expect, it } from "vitest";
import { Problems } from "@ringside/core";
import { roundActionProblems, roundCountProblems } from "./roundActions.js";

const check = (f: (p: Problems) => void): string[] => {
  const problems = new Problems();
  f(problems);
  return problems.list.map((p) => `${p.path}: ${p.message}`);
};

describe("round actions (III.3)", () => {
  it("never attacks WEI, attacks TEAM only in team matches", () => {
    expect(check((p) => roundActionProblems({ action: "regular", target: "WEI" }, true, "r", p))).toEqual([
      "r.target: WEI can never be attacked",
    ]);
    expect(check((p) => roundActionProblems({ target: "TEAM" }, false, "r", p))).toEqual([
      "r.target: TEAM can be attacked only in team matches",
    ]);
    expect(check((p) => roundActionProblems({ target: "TEAM" }, true, "r", p))).toEqual([]);
  });
  it("lets any action but a Defensive one be illegal", () => {
    expect(check((p) => roundActionProblems({ action: "defensive", illegal: true }, false, "r", p))).toEqual([
      "r.illegal: a Defensive action cannot be declared illegal",
    ]);
    expect(check((p) => roundActionProblems({ action: "high-risk", illegal: true }, false, "r", p))).toEqual(
      [],
    );
  });
  it("needs one line per round", () => {
    expect(check((p) => roundCountProblems(6, 10, "rounds", p))).toEqual([
      "rounds: gives 6 round actions for a 10-round match",
    ]);
    expect(check((p) => roundCountProblems(10, 10, "rounds", p))).toEqual([]);
  });
  it("files every problem under the round actions rule", () => {
    const problems = new Problems();
    roundActionProblems({ action: "defensive", target: "WEI", illegal: true }, false, "r", problems);
    roundCountProblems(1, 2, "rounds", problems);
    expect(problems.list.map((p) => p.rule)).toEqual(
      Array.from({ length: 3 }, () => "FastMatch! › Making a strategy › Round actions"),
    );
  });
});
