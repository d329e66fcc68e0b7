import { describe, expect, it } from "vitest";
import {
  d6,
  isRingsideError,
  rollDice,
  rollDie,
  rollPercentile,
  rollPool,
  rollSum,
  scriptedDice,
  seededDice,
  sumD6,
  sumD6Table,
  type DiceSource,
} from "@ringside/core";
import { thrown } from "../../test/thrown.js";

/** The summary and the problems of an `INVALID_ARGUMENT`, or what was thrown instead. */
const refusal = (f: () => unknown): unknown => {
  const error = thrown(f);
  return isRingsideError(error, "INVALID_ARGUMENT")
    ? { summary: error.message.split(":")[0], problems: error.problems }
    : error;
};

const notDice = 5 as unknown as DiceSource;

describe("a dice helper's argument error names the helper and the argument at fault", () => {
  it("a dice source that is not one", () => {
    for (const [fn, call] of [
      ["d6", () => d6(notDice)],
      ["rollDie", () => rollDie(notDice, 6)],
      ["rollDice", () => rollDice(notDice, "2d6")],
      ["rollPercentile", () => rollPercentile(notDice)],
      ["rollPool", () => rollPool(notDice, 2, 6)],
      ["rollSum", () => rollSum(notDice, 2, 6)],
    ] as const)
      expect(refusal(call)).toEqual({
        summary: fn,
        problems: [{ path: "dice", message: "expected a dice source, got 5" }],
      });
  });

  it("a label that is not text, an expression object out of bounds", () => {
    const dice = seededDice(1);
    for (const [fn, call] of [
      ["rollPool", () => rollPool(dice, 1, 6, 7 as never)],
      ["rollSum", () => rollSum(dice, 1, 6, 7 as never)],
    ] as const)
      expect(refusal(call)).toEqual({
        summary: fn,
        problems: [{ path: "label", message: "expected text or undefined, got 7" }],
      });
    expect(refusal(() => rollDice(dice, { count: 0, sides: 6, modifier: 0 }))).toMatchObject({
      summary: "rollDice",
      problems: [{ path: "expression" }],
    });
  });

  it("a scripted source's int names itself for bounds that are not whole numbers", () => {
    expect(refusal(() => scriptedDice([1]).int(0.5, 2))).toMatchObject({
      summary: "int",
      problems: [{ path: "min" }],
    });
  });

  it("sumD6 and sumD6Table name themselves, the dice and the table offset", () => {
    expect(refusal(() => sumD6(notDice as never, 1))).toEqual({
      summary: "sumD6",
      problems: [{ path: "dice", message: "expected SeededDice, got 5" }],
    });
    expect(refusal(() => sumD6Table(seededDice(1), -1, new Int32Array(8), 0))).toMatchObject({
      summary: "sumD6Table",
      problems: [{ path: "n" }],
    });
    expect(refusal(() => sumD6Table(seededDice(1), 1, new Int32Array(8), -2))).toEqual({
      summary: "sumD6Table",
      problems: [{ path: "at", message: "expected a whole number in -1..1, got -2" }],
    });
  });
});
