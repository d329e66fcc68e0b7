import { describe, expect, it } from "vitest";
import { isRingsideError, rollSum, scriptedDice, seededDice } from "@ringside/core";
import { MAX_DICE } from "../errors/arguments.js";
import { thrown } from "../../test/thrown.js";

/** The paths of an `INVALID_ARGUMENT`'s problems, or what was thrown instead. */
const refused = (f: () => unknown): unknown => {
  const error = thrown(f);
  return isRingsideError(error, "INVALID_ARGUMENT") ? error.problems.map((p) => p.path) : error;
};

describe("rollSum checks its count and its sides before rolling anything", () => {
  it("refuses dice of no whole number of sides even when it rolls none", () => {
    expect(refused(() => rollSum(scriptedDice([]), 0, 0))).toEqual(["sides"]);
    expect(refused(() => rollSum(scriptedDice([]), 0, 1.5))).toEqual(["sides"]);
    expect(refused(() => rollSum(scriptedDice([]), 0, "6" as never))).toEqual(["sides"]);
  });

  it("refuses a count below 0, above the limit or not whole", () => {
    for (const count of [-1, MAX_DICE + 1, 1.5, "2"])
      expect(refused(() => rollSum(scriptedDice([]), count as number, 6))).toEqual(["count"]);
  });

  it("takes the edges: no dice, one-sided dice, the most dice a call rolls", () => {
    expect(rollSum(scriptedDice([]), 0, 6)).toBe(0);
    expect(rollSum(scriptedDice([1, 1]), 2, 1)).toBe(2);
    expect(rollSum(seededDice(1), MAX_DICE, 2)).toBeGreaterThanOrEqual(MAX_DICE);
  });
});
