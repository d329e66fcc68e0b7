import { describe, expect, it } from "vitest";
import { isRingsideError } from "../errors/RingsideError.js";
import { thrown } from "../../test/thrown.js";
import type { MatchResult } from "./Game.js";
import { createStats, mergeStats, type MatchStats } from "./MatchStats.js";

/** Code, message and problems of what `f` threw. */
const failureOf = (f: () => unknown) => {
  const error = thrown(f);
  return isRingsideError(error)
    ? { code: error.code, message: error.message, problems: error.problems }
    : error;
};

const statsOf = (matches: readonly [winner: string | null, method: string, length: number][]): MatchStats => {
  const stats = createStats();
  for (const [winner, method, length] of matches) stats.add({ winner, method } as MatchResult, length);
  return stats.snapshot();
};

describe("createStats: counts, one match at a time", () => {
  it("counts wins, draws, methods and lengths, with the shortest, longest and mean", () => {
    expect(
      statsOf([
        ["b", "pinfall", 5],
        [null, "draw", 2],
        ["a", "pinfall", 9],
        ["b", "submission", 5],
      ]),
    ).toEqual({
      matches: 4,
      wins: { a: 1, b: 2 },
      draws: 1,
      methods: { draw: 1, pinfall: 2, submission: 1 },
      length: { min: 2, max: 9, total: 21, mean: 5.25, histogram: { 2: 1, 5: 2, 9: 1 } },
    });
  });

  it("keeps every key in sorted order, as plain data a caller may edit", () => {
    const stats = statsOf([
      ["zed", "z", 30],
      ["abe", "a", 4],
      ["mia", "m", 100],
    ]);
    expect(Object.keys(stats.wins)).toEqual(["abe", "mia", "zed"]);
    expect(Object.keys(stats.methods)).toEqual(["a", "m", "z"]);
    expect(Object.keys(stats.length.histogram)).toEqual(["4", "30", "100"]);
    expect(Object.getOwnPropertyDescriptor(stats.wins, "mia")).toEqual({
      value: 1,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  });

  it("a single match is both the shortest and the longest", () => {
    expect(statsOf([["a", "pinfall", 7]]).length).toMatchObject({ min: 7, max: 7, mean: 7 });
  });

  it("refuses what is not a result or a length, naming which", () => {
    const add = (result: unknown, length: unknown) => () =>
      createStats().add(result as never, length as never);
    expect(failureOf(add(null, 1))).toEqual({
      code: "INVALID_ARGUMENT",
      message: "StatsAccumulator.add: invalid argument: result: expected a match result, got null",
      problems: [{ path: "result", message: "expected a match result, got null" }],
    });
    expect(failureOf(add({ winner: 3, method: "x" }, 1))).toMatchObject({ problems: [{ path: "result" }] });
    expect(failureOf(add({ winner: "a", method: 3 }, 1))).toMatchObject({
      problems: [{ path: "result.method", message: "expected text, got 3" }],
    });
    expect(failureOf(add({ winner: null, method: "x" }, -1))).toMatchObject({
      problems: [{ path: "length", message: "expected a whole number of steps, got -1" }],
    });
    expect(failureOf(add({ winner: "a", method: "x" }, 1))).toBe(undefined);
  });
});

describe("mergeStats", () => {
  it("takes the shortest of either side, and an empty side counts for nothing", () => {
    const short = statsOf([["a", "pinfall", 3]]);
    const long = statsOf([["b", "pinfall", 8]]);
    const empty = createStats().snapshot();
    expect(mergeStats(long, short).length).toMatchObject({ min: 3, max: 8, total: 11, mean: 5.5 });
    expect(mergeStats(short, long).length).toMatchObject({ min: 3, max: 8 });
    expect(mergeStats(empty, long)).toEqual(long);
    expect(mergeStats(long, empty)).toEqual(long);
    expect(mergeStats(empty, empty)).toEqual(empty);
  });

  it("names the side that is not MatchStats", () => {
    const good = createStats().snapshot();
    expect(failureOf(() => mergeStats(good, 5 as never))).toEqual({
      code: "INVALID_ARGUMENT",
      message: "mergeStats: invalid argument: b: expected MatchStats (from simulate or createStats), got 5",
      problems: [{ path: "b", message: "expected MatchStats (from simulate or createStats), got 5" }],
    });
    expect(failureOf(() => mergeStats(null as never, good))).toMatchObject({ problems: [{ path: "a" }] });
  });

  it("checks every count of the statistics it is given", () => {
    const good = statsOf([["a", "pinfall", 3]]);
    for (const bad of [
      { ...good, draws: -1 },
      { ...good, methods: { pinfall: 0.5 } },
      { ...good, length: { ...good.length, min: -1 } },
      { ...good, length: { ...good.length, max: 1.5 } },
      { ...good, length: { ...good.length, total: "3" } },
      { ...good, length: { ...good.length, histogram: { 3: -1 } } },
      { ...good, wins: null },
    ])
      expect(failureOf(() => mergeStats(good, bad as never))).toMatchObject({ problems: [{ path: "b" }] });
  });
});
