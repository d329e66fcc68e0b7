import { rangeInt } from "./rangeInt.js";
import type { JumpableRandomGenerator } from "pure-rand/types/JumpableRandomGenerator";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { RingsideError } from "../errors/RingsideError.js";
import { isArray, shown } from "../errors/arguments.js";

/** The JSON form of an RNG: the four 32-bit words of a xoroshiro128+ generator. */
export type RngState = readonly [number, number, number, number];

/**
 * A seeded random number generator (xoroshiro128+ from pure-rand). It is the fast, mutable core:
 * each draw advances it in place. Save it with {@link Rng.state} and restore it with
 * {@link rngFromState}; for pure use see {@link nextInt}.
 */
export interface Rng {
  /** An unbiased integer in `[min, max]` (both included); advances the generator. */
  int(min: number, max: number): number;
  /** The current state as plain JSON numbers. */
  state(): RngState;
  /** An independent copy at the same position. */
  clone(): Rng;
  /**
   * Splits off an independent stream: returns a generator at the current position and moves this
   * one 2^64 draws ahead, so the two never overlap in practice.
   */
  split(): Rng;
}

class XoroshiroRng implements Rng {
  readonly #gen: JumpableRandomGenerator;

  constructor(gen: JumpableRandomGenerator) {
    this.#gen = gen;
  }

  int(min: number, max: number): number {
    return rangeInt(this.#gen, min, max);
  }

  state(): RngState {
    const [a = 0, b = 0, c = 0, d = 0] = this.#gen.getState();
    return [a, b, c, d];
  }

  clone(): Rng {
    return new XoroshiroRng(this.#gen.clone());
  }

  split(): Rng {
    const child = new XoroshiroRng(this.#gen.clone());
    this.#gen.jump();
    return child;
  }
}

/** Creates an RNG from an integer seed (any safe integer; it is folded to 32 bits). */
export function createRng(seed: number): Rng {
  if (!Number.isSafeInteger(seed)) {
    throw new RingsideError("INVALID_ARGUMENT", "createRng: invalid seed", [
      { path: "seed", message: `expected a safe integer, got ${shown(seed)}` },
    ]);
  }
  return new XoroshiroRng(xoroshiro128plus(seed | 0));
}

/** True when `value` is a valid {@link RngState}. */
export function isRngState(value: unknown): value is RngState {
  if (!isArray(value) || value.length !== 4) return false;
  let any = false;
  for (let i = 0; i < 4; i++) {
    // An index loop, not `every`: a hole in the array must fail too.
    const n: unknown = value[i];
    if (typeof n !== "number" || !Number.isInteger(n) || n < -0x80000000 || n > 0xffffffff) return false;
    if (n !== 0) any = true;
  }
  return any;
}

/** Restores an RNG from a state read earlier with {@link Rng.state}. */
export function rngFromState(state: RngState): Rng {
  if (!isRngState(state)) {
    throw new RingsideError("INVALID_STATE", "rngFromState: invalid RNG state", [
      { path: "state", message: "expected four 32-bit integers, not all zero" },
    ]);
  }
  return new XoroshiroRng(xoroshiro128plusFromState(state.map((n) => n | 0)));
}
