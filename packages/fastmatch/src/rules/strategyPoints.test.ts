import { describe, expect, it } from "vitest";
import { Problems } from "@ringside/core";
import { strategyPointProblems } from "./strategyPoints.js";

const check = (points: Record<string, number>, budget: number | null, team: boolean): string[] => {
  const problems = new Problems();
  strategyPointProblems(points, budget, team, "strategyPoints", problems);
  return problems.list.map((p) => `${p.path}: ${p.message} [${p.rule}]`);
};

describe("strategy points (I.2, II.3)", () => {
  it("accepts points up to the wrestler's budget", () => {
    expect(check({ TEC: 2 }, 2, false)).toEqual([]);
    expect(check({ TEC: 1, TEAM: 2, INJURY: 1 }, 4, true)).toEqual([]);
  });
  it("refuses more points than the wrestler has, TEAM outside team matches, and over 2 toward injury", () => {
    expect(check({ TEC: 2, TEAM: 1, INJURY: 3 }, 2, false)).toEqual([
      "strategyPoints.TEAM: TEAM exists only in team matches [FastMatch! › Making a strategy › Strategy points]",
      "strategyPoints.INJURY: at most 2 points may go toward injury, got 3 [FastMatch! › Injury]",
      "strategyPoints: places 6 strategy points, the wrestler has 2 (-4 left) [FastMatch! › Making a strategy › Strategy points]",
    ]);
  });
  it("skips the budget when the wrestler is unknown", () => {
    expect(check({ STR: 9 }, null, false)).toEqual([]);
  });
});
