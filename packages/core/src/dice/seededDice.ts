import { uniformInt } from "pure-rand/distribution/uniformInt";
import type { JumpableRandomGenerator } from "pure-rand/types/JumpableRandomGenerator";
import { createRng, rngFromState, type Rng } from "../rng/Rng.js";
import { generatorOf } from "../rng/generatorOf.js";
import type { DiceSource, DiceState } from "./DiceSource.js";

/** The hot path: draws straight from the pure-rand generator behind the {@link Rng}. */
class SeededDice implements DiceSource {
  readonly gen: JumpableRandomGenerator;
  readonly rng: Rng;

  constructor(rng: Rng) {
    this.rng = rng;
    this.gen = generatorOf(rng);
  }

  int(min: number, max: number): number {
    return uniformInt(this.gen, min, max);
  }

  save(): DiceState {
    return { kind: "seeded", rng: this.rng.state() };
  }
}

/** A dice source drawing unbiased faces from a seeded {@link Rng} (given, or created from a seed). */
export function seededDice(rngOrSeed: Rng | number): DiceSource {
  return new SeededDice(typeof rngOrSeed === "number" ? createRng(rngOrSeed) : rngOrSeed);
}

/** Reopens a seeded source from its saved state. */
export function seededDiceFromState(state: DiceState & { kind: "seeded" }): DiceSource {
  return seededDice(rngFromState(state.rng));
}
