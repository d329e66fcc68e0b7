import { describe, expect, it } from "vitest";
import { isRingsideError, wilson } from "@ringside/core";
import { thrown } from "../../test/thrown.js";

describe("wilson", () => {
  it("gives the Wilson score interval, inside 0–1", () => {
    const e = wilson(60, 100);
    expect(e.estimate).toBe(0.6);
    expect(e.low).toBeCloseTo(0.502, 3);
    expect(e.high).toBeCloseTo(0.69, 2);
    expect(wilson(0, 10).low).toBeCloseTo(0, 12);
    expect(wilson(10, 10).high).toBeCloseTo(1, 12);
    expect(wilson(0, 0)).toEqual({ estimate: 0, low: 0, high: 1, trials: 0 });
  });

  it("refuses counts that are not counts", () => {
    for (const [k, n] of [
      [5, 4],
      [-1, 4],
      [1.5, 4],
      [1, Number.NaN],
    ] as const)
      expect(
        isRingsideError(
          thrown(() => wilson(k, n)),
          "INVALID_ARGUMENT",
        ),
      ).toBe(true);
    expect(
      isRingsideError(
        thrown(() => wilson(1, 2, 0)),
        "INVALID_ARGUMENT",
      ),
    ).toBe(true);
  });

  it("matches the interval's formula to twelve places, for any z", () => {
    const close = (e: { low: number; high: number }, low: number, high: number) => {
      expect(e.low).toBeCloseTo(low, 12);
      expect(e.high).toBeCloseTo(high, 12);
    };
    close(wilson(60, 100), 0.5020025860174634, 0.6905987142287374);
    close(wilson(60, 100, 1), 0.5502531791990292, 0.6477666227811688);
    close(wilson(0, 10), 0, 0.2775328030260577);
    close(wilson(10, 10), 0.7224671969739421, 1);
    close(wilson(1, 3, 2.5), 0.042421782270970376, 0.8494701096209215);
    expect(wilson(1, 3, 2.5)).toMatchObject({ estimate: 1 / 3, trials: 3 });
  });

  it("refuses a z that is not a positive finite number", () => {
    for (const z of [-1, Number.NaN, Number.POSITIVE_INFINITY, "2"])
      expect(
        isRingsideError(
          thrown(() => wilson(1, 2, z as number)),
          "INVALID_ARGUMENT",
        ),
      ).toBe(true);
    expect(wilson(1, 2, 0.5).trials).toBe(2);
  });

  it("names the function and the argument at fault, so a caller sees which count was wrong", () => {
    const trials = thrown(() => wilson(0, -1));
    expect(isRingsideError(trials, "INVALID_ARGUMENT") && trials.message).toMatch(
      /^wilson: invalid argument/,
    );
    expect(isRingsideError(trials, "INVALID_ARGUMENT") && trials.problems.map((p) => p.path)).toEqual([
      "trials",
    ]);
    const successes = thrown(() => wilson(3, 2));
    expect(isRingsideError(successes, "INVALID_ARGUMENT") && successes.problems.map((p) => p.path)).toEqual([
      "successes",
    ]);
    const z = thrown(() => wilson(1, 2, -1));
    expect(isRingsideError(z, "INVALID_ARGUMENT") && z.problems.map((p) => p.path)).toEqual(["z"]);
  });
});
