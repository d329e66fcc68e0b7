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
});
