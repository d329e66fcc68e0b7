import { describe, expect, it } from "vitest";
import { isRingsideError, scriptedDice } from "@ringside/core";
import { thrown } from "../../test/thrown.js";

describe("scriptedDice: a face must lie in the range asked for", () => {
  it("refuses a face below the range as well as above it, without using it up", () => {
    const dice = scriptedDice([0, 3]);
    const error = thrown(() => dice.int(1, 6, "low"));
    expect(isRingsideError(error, "DICE_FACE_OUT_OF_RANGE") && error.problems).toEqual([
      { path: "faces[0]", message: "roll #1 (low) needs a face in 1..6, the script gives 0" },
    ]);
    expect(dice.save()).toEqual({ kind: "scripted", faces: [0, 3], next: 0 });
    expect(dice.int(0, 0)).toBe(0);
    expect(dice.int(3, 3)).toBe(3);
  });
});
