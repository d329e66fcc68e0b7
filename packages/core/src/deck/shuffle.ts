import type { DiceSource } from "../dice/DiceSource.js";

/** Returns a shuffled copy of `cards` (unbiased Fisher–Yates with the dice source). */
export function shuffle<C>(cards: readonly C[], dice: DiceSource): C[] {
  const out = [...cards];
  for (let i = out.length - 1; i > 0; i--) {
    const j = dice.int(0, i, "shuffle");
    const t = out[i] as C;
    out[i] = out[j] as C;
    out[j] = t;
  }
  return out;
}
