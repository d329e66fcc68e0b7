import type { JumpableRandomGenerator } from "pure-rand/types/JumpableRandomGenerator";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { RingsideError } from "../errors/RingsideError.js";
import { d6Offset } from "./d6Offset.js";
import { rangeInt } from "../rng/rangeInt.js";
import { isRngState, type Rng, type RngState } from "../rng/Rng.js";
import type { DiceSource, DiceState } from "./DiceSource.js";

/** The hot path: draws straight from a pure-rand generator, with no wrapper in between. */
class SeededDice implements DiceSource {
  readonly #gen: JumpableRandomGenerator;

  constructor(gen: JumpableRandomGenerator) {
    this.#gen = gen;
  }

  int(min: number, max: number): number {
    if (max - min === 5) return d6Offset(this.#gen) + min;
    return rangeInt(this.#gen, min, max);
  }

  save(): DiceState {
    const [a = 0, b = 0, c = 0, d = 0] = this.#gen.getState();
    return { kind: "seeded", rng: [a, b, c, d] };
  }
}

/** A dice source that draws through an {@link Rng} someone else also holds. */
class RngDice implements DiceSource {
  readonly #rng: Rng;

  constructor(rng: Rng) {
    this.#rng = rng;
  }

  int(min: number, max: number): number {
    return this.#rng.int(min, max);
  }

  save(): DiceState {
    return { kind: "seeded", rng: this.#rng.state() };
  }
}

/**
 * A dice source drawing unbiased faces from a seed (xoroshiro128+), or through a given {@link Rng}
 * (the dice then advance that RNG).
 */
export function seededDice(rngOrSeed: Rng | number): DiceSource {
  if (typeof rngOrSeed !== "number") return new RngDice(rngOrSeed);
  if (!Number.isSafeInteger(rngOrSeed)) {
    throw new RingsideError("INVALID_ARGUMENT", "seededDice: invalid seed", [
      { path: "seed", message: `expected a safe integer, got ${String(rngOrSeed)}` },
    ]);
  }
  return new SeededDice(xoroshiro128plus(rngOrSeed | 0));
}

/** Reopens a seeded source from its saved state. */
export function seededDiceFromState(state: { readonly rng: RngState }): DiceSource {
  if (!isRngState(state.rng)) {
    throw new RingsideError("INVALID_STATE", "seededDiceFromState: invalid RNG state", [
      { path: "rng", message: "expected four 32-bit integers, not all zero" },
    ]);
  }
  return new SeededDice(xoroshiro128plusFromState(state.rng.map((n) => n | 0)));
}
