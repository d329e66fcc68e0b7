import { describe, expect, it } from "vitest";
import { isRingsideError } from "../errors/RingsideError.js";
import { thrown } from "../../test/thrown.js";
import { armWrestling, type ArmMove, type ArmView } from "../../test/fixtures/armWrestling.js";
import { randomBot } from "./randomBot.js";
import { defineSimulationTask, matchSeeds, simulate } from "./simulate.js";

const bots = { a: randomBot<ArmView, ArmMove>(), b: randomBot<ArmView, ArmMove>() };

/** Code, message and problems of what `f` threw. */
const failureOf = (f: () => unknown) => {
  const error = thrown(f);
  return isRingsideError(error)
    ? { code: error.code, message: error.message, problems: error.problems }
    : error;
};

describe("matchSeeds: the seeds of match i of a run, the same in every version", () => {
  // Published statistics are reproduced from a run's master seed: these words must never change.
  it("gives these dice and bot seeds, high bits of seed and index included", () => {
    expect(matchSeeds(42, 1_000_000)).toEqual({
      dice: { kind: "seeded", rng: [-171110861, 2105881902, 434837266, 1374220831] },
      botSeed: 304933687,
    });
    expect(matchSeeds(-7, 3)).toEqual({
      dice: { kind: "seeded", rng: [1031592821, -2047906234, -292096704, -1432927221] },
      botSeed: 1975853583,
    });
    expect(matchSeeds(2 ** 40 + 5, 2 ** 33 + 1)).toEqual({
      dice: { kind: "seeded", rng: [-2123987820, -1512228843, 938698365, -974197321] },
      botSeed: -1115824430,
    });
    expect(matchSeeds(Number.MIN_SAFE_INTEGER, 9)).toEqual({
      dice: { kind: "seeded", rng: [182860677, 1524874246, 268980153, -1553747442] },
      botSeed: 1230776739,
    });
  });

  it("refuses a seed or an index out of range, naming which", () => {
    expect(failureOf(() => matchSeeds(1.5, 0))).toMatchObject({
      message: expect.stringMatching(/^matchSeeds: invalid argument: seed: /),
      problems: [{ path: "seed" }],
    });
    expect(failureOf(() => matchSeeds(0, -1))).toMatchObject({
      message: expect.stringMatching(/^matchSeeds: invalid argument: index: /),
      problems: [{ path: "index" }],
    });
  });
});

describe("simulate: which matches a shard plays", () => {
  const indexes = (count: number, shard?: { index: number; count: number }) => {
    const seen: number[] = [];
    simulate(armWrestling, {
      count,
      seed: 5,
      config: { limit: 2 },
      bots,
      ...(shard === undefined ? {} : { shard }),
      onMatch: (_result, index) => seen.push(index),
    });
    return seen;
  };

  it("shard k of n plays floor(k·count/n) up to floor((k+1)·count/n)", () => {
    expect([0, 1, 2].map((index) => indexes(10, { index, count: 3 }))).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8, 9],
    ]);
    expect([0, 1, 2, 3].map((index) => indexes(3, { index, count: 4 }))).toEqual([[], [0], [1], [2]]);
    expect(indexes(4)).toEqual([0, 1, 2, 3]);
  });

  it("is exact for the largest runs, where count times the shards passes 2^53", () => {
    const largest = Number.MAX_SAFE_INTEGER;
    expect(indexes(largest, { index: 5, count: largest })).toEqual([5]);
  });

  it("match i is played with the configuration of i and reports its statistics so far", () => {
    const limits: number[] = [];
    const counted: number[] = [];
    const stats = simulate(armWrestling, {
      count: 3,
      seed: 1,
      config: (i) => {
        limits.push(i);
        return { limit: 1 + i };
      },
      bots,
      onMatch: (_result, _index, so) => counted.push(so().matches),
    });
    expect(limits).toEqual([0, 1, 2]);
    expect(counted).toEqual([1, 2, 3]);
    expect(stats.length.max).toBeLessThanOrEqual(3);
    expect(stats.length.histogram).toEqual({ 1: 1, 2: 1, 3: 1 });
  });

  it("passes maxSteps on to every match", () => {
    const rest = (): ArmMove => ({ type: "rest" });
    const options = (maxSteps: number) => ({
      count: 1,
      seed: 1,
      config: { limit: 5 },
      bots: { a: rest, b: rest },
      maxSteps,
    });
    expect(failureOf(() => simulate(armWrestling, options(4)))).toMatchObject({
      code: "INVALID_STATE",
      problems: [{ message: "still going after 4 steps" }],
    });
    expect(simulate(armWrestling, options(5)).matches).toBe(1);
  });
});

describe("simulate's refusals name the option", () => {
  const pathOf = (options: unknown) => {
    const failure = failureOf(() => simulate(armWrestling, options as never));
    expect(failure).toMatchObject({
      code: "INVALID_ARGUMENT",
      message: expect.stringMatching(/^simulate: /),
    });
    return (failure as { problems: { path: string; message: string }[] }).problems[0];
  };
  const good = { count: 2, seed: 1, config: { limit: 3 }, bots };

  it("options, config, bots, onMatch", () => {
    expect(pathOf(7)).toEqual({ path: "options", message: "expected an options object, got 7" });
    expect(pathOf({ count: 1, seed: 1 })).toEqual({
      path: "config",
      message: "missing: give a configuration or a function of the index",
    });
    expect(pathOf({ ...good, bots: 3 })).toEqual({
      path: "bots",
      message: "expected one bot per player id, got 3",
    });
    expect(pathOf({ ...good, bots: { a: bots.a, b: 3 } })).toEqual({
      path: "bots.b",
      message: "expected a bot function, got 3",
    });
    expect(pathOf({ ...good, onMatch: 3 })).toEqual({
      path: "onMatch",
      message: "expected a function, got 3",
    });
  });

  it("count, seed, maxSteps and the shard, each with its range", () => {
    expect(pathOf({ ...good, count: -1 })?.path).toBe("count");
    expect(pathOf({ ...good, seed: 0.5 })?.path).toBe("seed");
    expect(pathOf({ ...good, maxSteps: 0 })).toMatchObject({ path: "maxSteps", message: /in 1\.\./ });
    expect(pathOf({ ...good, shard: 3 })).toEqual({
      path: "shard",
      message: "expected { index, count }, got 3",
    });
    expect(pathOf({ ...good, shard: { index: 0, count: 0 } })?.path).toBe("shard.count");
    expect(pathOf({ ...good, shard: { index: 2, count: 2 } })).toMatchObject({
      path: "shard.index",
      message: /in 0\.\.1,/,
    });
  });
});

describe("defineSimulationTask", () => {
  it("wraps the function as the task's run, and refuses anything else", () => {
    const run = () => simulate(armWrestling, { count: 0, seed: 0, config: { limit: 1 } });
    expect(defineSimulationTask(run)).toEqual({ run });
    expect(failureOf(() => defineSimulationTask(5 as never))).toEqual({
      code: "INVALID_ARGUMENT",
      message: "defineSimulationTask: invalid argument: run: expected a function, got 5",
      problems: [{ path: "run", message: "expected a function, got 5" }],
    });
  });
});
