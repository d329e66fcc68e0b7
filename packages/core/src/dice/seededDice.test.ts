import { describe, expect, it } from "vitest";
import { createRng, isRingsideError, seededDice } from "@ringside/core";
import { thrown } from "../../test/thrown.js";

describe("seededDice: from a seed or through an Rng", () => {
  it("dice drawn through an Rng save that Rng's state as a seeded dice state", () => {
    const rng = createRng(5);
    const dice = seededDice(rng);
    dice.int(1, 6);
    expect(dice.save()).toEqual({ kind: "seeded", rng: rng.state() });
    expect(rng.state()).not.toEqual(createRng(5).state());
  });

  it("an Rng needs both int and state: an object with only one is refused, naming the argument", () => {
    for (const notRng of [{ int: () => 1 }, { state: () => [1, 2, 3, 4] }, "x"]) {
      const error = thrown(() => seededDice(notRng as never));
      expect(isRingsideError(error, "INVALID_ARGUMENT") && error.message).toMatch(
        /^seededDice: invalid argument: seed: expected a safe integer seed or an Rng, got /,
      );
    }
  });

  it("the d6 fast path refuses what the general draw refuses: reversed or fractional bounds", () => {
    for (const [min, max] of [
      [6, 1],
      [0.5, 5.5],
      [-2.5, 2.5],
    ] as const) {
      const dice = seededDice(2);
      const before = dice.save();
      expect(
        isRingsideError(
          thrown(() => dice.int(min, max)),
          "INVALID_ARGUMENT",
        ),
      ).toBe(true);
      expect(dice.save()).toEqual(before);
    }
    expect(seededDice(2).int(-5, 0)).toBe(seededDice(2).int(1, 6) - 6);
  });
});
