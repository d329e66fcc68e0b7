import { RingsideError } from "../errors/RingsideError.js";
import { isRngState, type Rng, type RngState } from "../rng/Rng.js";
import type { DiceSource, DiceState } from "./DiceSource.js";
import { SeededDice } from "./xoroshiroDice.js";
import { badArgument, shown } from "../errors/arguments.js";
import { isRecord } from "../errors/guards.js";

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
 * A dice source drawing unbiased faces from a seed (xoroshiro128+, as {@link SeededDice}), or through
 * a given {@link Rng} (the dice then advance that RNG).
 *
 * @throws RingsideError `INVALID_ARGUMENT` when given neither a safe integer nor an {@link Rng}.
 */
export function seededDice(seed: number): SeededDice;
export function seededDice(rngOrSeed: Rng | number): DiceSource;
export function seededDice(rngOrSeed: Rng | number): DiceSource {
  if (typeof rngOrSeed !== "number") {
    if (!isRng(rngOrSeed)) {
      badArgument("seededDice", "seed", `expected a safe integer seed or an Rng, got ${shown(rngOrSeed)}`);
    }
    return new RngDice(rngOrSeed);
  }
  if (!Number.isSafeInteger(rngOrSeed)) {
    throw new RingsideError("INVALID_ARGUMENT", "seededDice: invalid seed", [
      { path: "seed", message: `expected a safe integer, got ${String(rngOrSeed)}` },
    ]);
  }
  // pure-rand's xoroshiro128plus(seed), for the seed folded to 32 bits.
  const seed = rngOrSeed | 0;
  return new SeededDice(-1, ~seed, seed, 0);
}

/** An object with the methods of an {@link Rng}. */
function isRng(value: unknown): value is Rng {
  if (typeof value !== "object" || value === null) return false;
  const rng = value as Partial<Record<keyof Rng, unknown>>;
  return typeof rng.int === "function" && typeof rng.state === "function";
}

/**
 * Reopens a seeded source from its saved state.
 *
 * @throws RingsideError `INVALID_STATE` when `state.rng` is not a valid RNG state.
 */
export function seededDiceFromState(state: { readonly rng: RngState }): SeededDice {
  if (!isRecord(state) || !isRngState(state.rng)) {
    throw new RingsideError("INVALID_STATE", "seededDiceFromState: invalid RNG state", [
      { path: "rng", message: "expected four 32-bit integers, not all zero" },
    ]);
  }
  const [s01, s00, s11, s10] = state.rng;
  return new SeededDice(s01, s00, s11, s10);
}
