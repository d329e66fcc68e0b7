import { createRng, rngFromState, type Rng } from "../rng/Rng.js";
import type { DiceSource, DiceState } from "./DiceSource.js";

/** A dice source drawing unbiased faces from a seeded {@link Rng} (given, or created from a seed). */
export function seededDice(rngOrSeed: Rng | number): DiceSource {
  const rng = typeof rngOrSeed === "number" ? createRng(rngOrSeed) : rngOrSeed;
  return {
    int: (min, max) => rng.int(min, max),
    save: (): DiceState => ({ kind: "seeded", rng: rng.state() }),
  };
}

/** Reopens a seeded source from its saved state. */
export function seededDiceFromState(state: DiceState & { kind: "seeded" }): DiceSource {
  return seededDice(rngFromState(state.rng));
}
