import { describe, expect, it } from "vitest";
import { isRingsideError, parseDice, rollDice, scriptedDice, type DiceExpression } from "@ringside/core";
import { thrown } from "../../test/thrown.js";

/** The one problem a refusal gives, or what was thrown instead. */
const problem = (f: () => unknown): unknown => {
  const error = thrown(f);
  return isRingsideError(error, "INVALID_ARGUMENT") ? error.problems : error;
};

describe("parseDice: dice expressions at their edges", () => {
  it("counts from 1 to 100 dice of 2 to 1000 sides, and says which bound a refusal broke", () => {
    expect(parseDice("100d1000")).toEqual({ count: 100, sides: 1000, modifier: 0 });
    expect(parseDice("1d2")).toEqual({ count: 1, sides: 2, modifier: 0 });
    expect(problem(() => parseDice("0d6"))).toEqual([
      { path: "expression", message: "dice count must be 1..100, got 0" },
    ]);
    expect(problem(() => parseDice("101d6"))).toEqual([
      { path: "expression", message: "dice count must be 1..100, got 101" },
    ]);
    expect(problem(() => parseDice("2d1"))).toEqual([
      { path: "expression", message: "sides must be 2..1000, got 1" },
    ]);
    expect(problem(() => parseDice("2d1001"))).toEqual([
      { path: "expression", message: "sides must be 2..1000, got 1001" },
    ]);
    expect(String(thrown(() => parseDice("2d1")))).toMatch(/parseDice: cannot read "2d1"/);
  });

  it("reads spaces anywhere between the parts, both cases of d, and nothing before or after", () => {
    expect(parseDice("  3 d 6 - 2  ")).toEqual({ count: 3, sides: 6, modifier: -2 });
    expect(parseDice("D8+0")).toEqual({ count: 1, sides: 8, modifier: 0 });
    for (const bad of ["x3d6", "3d6x", "3d6+2+1", "3d", "-3d6", "3d6*2", "3.5d6"])
      expect(
        isRingsideError(
          thrown(() => parseDice(bad)),
          "INVALID_ARGUMENT",
        ),
      ).toBe(true);
  });
});

describe("rollDice", () => {
  it("rolls an expression given as data, each die from 1 to its sides", () => {
    const expression: DiceExpression = { count: 2, sides: 4, modifier: -1 };
    expect(rollDice(scriptedDice([4, 1]), expression)).toEqual({ expression, faces: [4, 1], total: 4 });
    expect(String(thrown(() => rollDice(scriptedDice([5]), { count: 1, sides: 4, modifier: 0 })))).toMatch(
      /needs a face in 1\.\.4/,
    );
  });

  it("reads a d100 as two d10 with its modifier; two d100 are plain dice", () => {
    expect(rollDice(scriptedDice([4, 2]), "d100+3")).toEqual({
      expression: { count: 1, sides: 100, modifier: 3 },
      faces: [4, 2],
      total: 45,
    });
    expect(rollDice(scriptedDice([100, 1]), "2d100").total).toBe(101);
    expect(rollDice(scriptedDice([7]), "1d10").faces).toEqual([7]);
  });

  it("refuses an expression object out of bounds, with the shape it expects", () => {
    for (const bad of [
      { count: 0, sides: 6, modifier: 0 },
      { count: 101, sides: 6, modifier: 0 },
      { count: 1, sides: 1, modifier: 0 },
      { count: 1, sides: 1001, modifier: 0 },
      { count: 1, sides: 6, modifier: 0.5 },
      { count: 1, sides: 6 },
      null,
    ])
      expect(problem(() => rollDice(scriptedDice([1]), bad as DiceExpression))).toEqual([
        {
          path: "expression",
          message: expect.stringMatching(
            /^expected "NdS\+K" or \{ count: 1\.\.100, sides: 2\.\.1000, modifier \}, got /,
          ),
        },
      ]);
  });
});

describe("scriptedDice's refusals name the roll", () => {
  it("an unlabelled roll by its number alone; an exhausted script by the face it lacked", () => {
    const dice = scriptedDice([2, 9]);
    dice.int(1, 6);
    const range = thrown(() => dice.int(1, 6));
    expect(isRingsideError(range, "DICE_FACE_OUT_OF_RANGE") && range.problems).toEqual([
      { path: "faces[1]", message: "roll #2 needs a face in 1..6, the script gives 9" },
    ]);
    const empty = scriptedDice([3], 1);
    const out = thrown(() => empty.int(2, 4, "x"));
    expect(isRingsideError(out, "DICE_SCRIPT_EXHAUSTED") && out.problems).toEqual([
      { path: "faces[1]", message: "roll #2 (x) asks for a face in 2..4, but the script holds only 1 faces" },
    ]);
    expect(scriptedDice([1, 2], 2).save()).toEqual({ kind: "scripted", faces: [1, 2], next: 2 });
    expect(scriptedDice([6]).int(6, 6)).toBe(6);
  });
});
