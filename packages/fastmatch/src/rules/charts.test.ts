import { describe, expect, it } from "vitest";
import {
  ACTION_CHARTS,
  RUMBLE_CHART,
  awarenessFor,
  cheatOutcome,
  countFor,
  lookUp,
} from "@ringside/fastmatch";

const read = (chart: Parameters<typeof lookUp>[0], margins: number[], shift = 0): string[] =>
  margins.map((m) => {
    const r = lookUp(chart, m, shift);
    return `${r.damage}${r.then === "none" ? "" : r.then === "check" ? "+check" : "+out"}`;
  });

describe("action charts", () => {
  it("Regular: 1-2 one point, 3-4 two, 5-6 three, 7+ three and a check", () => {
    expect(read(ACTION_CHARTS.regular, [1, 2, 3, 4, 5, 6, 7, 12])).toEqual([
      "1",
      "1",
      "2",
      "2",
      "3",
      "3",
      "3+check",
      "3+check",
    ]);
  });
  it("High Risk: 1 nothing, then 1..5 points, 7+ five and a check", () => {
    expect(read(ACTION_CHARTS["high-risk"], [1, 2, 3, 4, 5, 6, 7])).toEqual([
      "0",
      "1",
      "2",
      "3",
      "4",
      "5",
      "5+check",
    ]);
  });
  it("Defensive: 1-8 one point, 9+ one point and a check", () => {
    expect(read(ACTION_CHARTS.defensive, [1, 8, 9])).toEqual(["1", "1", "1+check"]);
  });
  it("Pin and Submission: 1-2 one point, 3+ one point and the attempt", () => {
    for (const chart of [ACTION_CHARTS.pin, ACTION_CHARTS.submission])
      expect(read(chart, [1, 2, 3, 9])).toEqual(["1", "1", "1+check", "1+check"]);
  });
  it("Out of the Ring: 1-2 one point, 3-5 one point and outside, 6+ two and outside", () => {
    expect(read(ACTION_CHARTS["out-of-ring"], [1, 2, 3, 5, 6, 10])).toEqual([
      "1",
      "1",
      "1+out",
      "1+out",
      "2+out",
      "2+out",
    ]);
  });
  it("Royal Rumble chart ends in an over-the-top attempt at 7+", () => {
    expect(read(RUMBLE_CHART, [1, 3, 5, 7])).toEqual(["1", "2", "3", "3+out"]);
  });
  it("shifts move toward the stronger rows and stop at the last", () => {
    expect(read(ACTION_CHARTS.regular, [4], 1)).toEqual(["3"]);
    expect(read(ACTION_CHARTS.regular, [4], 2)).toEqual(["3+check"]);
    expect(read(ACTION_CHARTS.regular, [8], 2)).toEqual(["3+check"]);
    expect(read(ACTION_CHARTS.submission, [2], 1)).toEqual(["1+check"]);
  });
});

describe("checks", () => {
  it("counts: 1-2 one, 3-4 two, 5+ three, nothing at 0 or below", () => {
    expect([-3, 0, 1, 2, 3, 4, 5, 11].map(countFor)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });
  it("referee awareness from a d6", () => {
    expect([1, 2, 3, 4, 5, 6].map(awarenessFor)).toEqual([2, 3, 3, 3, 3, 4]);
  });
  it("cheating: at or below awareness a DQ, 11-12 nothing, else a warning", () => {
    expect([2, 3, 4, 10, 11, 12].map((r) => cheatOutcome(r, 3))).toEqual([
      "disqualified",
      "disqualified",
      "warned",
      "warned",
      "unnoticed",
      "unnoticed",
    ]);
  });
});
