import { describe, expect, it } from "vitest";
import { isRingsideError, seededDice, sumD6, sumD6Table } from "@ringside/core";
import { MAX_DICE } from "../errors/arguments.js";
import { thrown } from "../../test/thrown.js";

/** The paths of an `INVALID_ARGUMENT`'s problems, or what was thrown instead. */
const refused = (f: () => unknown): unknown => {
  const error = thrown(f);
  return isRingsideError(error, "INVALID_ARGUMENT") ? error.problems.map((p) => p.path) : error;
};

describe("sumD6 and sumD6Table check the throw before drawing", () => {
  it("refuses a number of dice below 0, above the limit or not whole, leaving the dice alone", () => {
    const dice = seededDice(3);
    const before = dice.save();
    for (const n of [-1, MAX_DICE + 1, 2.5, "1"]) {
      expect(refused(() => sumD6(dice, n as number))).toEqual(["n"]);
      expect(refused(() => sumD6Table(dice, n as number, new Int32Array(7), 0))).toEqual(["n"]);
    }
    expect(dice.save()).toEqual(before);
  });

  it("refuses a table offset whose six faces do not all fall inside the table", () => {
    const table = new Int32Array(8);
    for (const at of [-2, 2, 100, 0.5, "0"])
      expect(refused(() => sumD6Table(seededDice(1), 1, table, at as number))).toEqual(["at"]);
    expect(sumD6Table(seededDice(1), 2, Int32Array.from([1, 1, 1, 1, 1, 1, 0, 0]), -1)).toBe(2);
    expect(sumD6Table(seededDice(1), 2, Int32Array.from([0, 0, 1, 1, 1, 1, 1, 1]), 1)).toBe(2);
  });

  it("takes the most dice a call throws", () => {
    expect(sumD6(seededDice(1), MAX_DICE)).toBeGreaterThanOrEqual(MAX_DICE);
  });
});
