import { describe, expect, it } from "vitest";
import {
  createRng,
  isRingsideError,
  isRngState,
  nextInt,
  rngFromState,
  seedFromString,
} from "@ringside/core";
import { thrown } from "../../test/thrown.js";

describe("isRngState: four 32-bit words, not all zero", () => {
  it("takes signed and unsigned 32-bit words at their extremes", () => {
    expect(isRngState([-0x80000000, 0, 0, 0])).toBe(true);
    expect(isRngState([0, 0, 0, 0xffffffff])).toBe(true);
    expect(isRngState([0, 1, 0, 0])).toBe(true);
    expect(isRngState([0, 0, 1, 0])).toBe(true);
  });

  it("refuses all zeros, a word beyond 32 bits, a fraction, a hole, a wrong length or a non-array", () => {
    expect(isRngState([0, 0, 0, 0])).toBe(false);
    expect(isRngState([-0x80000001, 1, 1, 1])).toBe(false);
    expect(isRngState([0x100000000, 1, 1, 1])).toBe(false);
    expect(isRngState([1, 1, 1, 1.5])).toBe(false);
    expect(isRngState([1, 1, "1", 1])).toBe(false);
    // eslint-disable-next-line no-sparse-arrays
    expect(isRngState([1, , 1, 1])).toBe(false);
    expect(isRngState([1, 1, 1])).toBe(false);
    expect(isRngState([1, 1, 1, 1, 1])).toBe(false);
    expect(isRngState({ 0: 1, 1: 1, 2: 1, 3: 1, length: 4 })).toBe(false);
  });
});

describe("the RNG's state", () => {
  it("continues where it was saved, from the same words in 32-bit form", () => {
    const rng = createRng(77);
    rng.int(1, 100);
    const state = rng.state();
    const resumed = rngFromState(state);
    expect(Array.from({ length: 8 }, () => resumed.int(1, 1000))).toEqual(
      Array.from({ length: 8 }, () => rng.int(1, 1000)),
    );
    const unsigned = state.map((n) => n >>> 0);
    const [a = 0, b = 0, c = 0, d = 0] = unsigned;
    expect(rngFromState([a, b, c, d]).state()).toEqual(rngFromState(state).state());
  });

  it("a seed is read as its low 32 bits: 2^32 + 5 seeds as 5", () => {
    expect(createRng(2 ** 32 + 5).state()).toEqual(createRng(5).state());
    expect(createRng(5).state()).not.toEqual(createRng(6).state());
  });

  it("nextInt draws what the RNG at that state draws, and gives the state after", () => {
    const rng = createRng(3);
    const state = rng.state();
    expect(nextInt(state, 1, 6)).toEqual([rng.int(1, 6), rng.state()]);
  });

  it("seedFromString is FNV-1a: the known hash of a short text", () => {
    expect(seedFromString("a")).toBe(0xe40c292c | 0);
    expect(seedFromString("ab")).toBe(0x4d2505ca | 0);
  });

  it("int refuses bounds that are not whole numbers, naming the call and the bound at fault", () => {
    const rng = createRng(1);
    const error = thrown(() => rng.int(0, 2.5));
    expect(isRingsideError(error, "INVALID_ARGUMENT") && error.message).toMatch(/^int: invalid argument/);
    expect(isRingsideError(error, "INVALID_ARGUMENT") && error.problems.map((p) => p.path)).toEqual(["max"]);
  });
});
