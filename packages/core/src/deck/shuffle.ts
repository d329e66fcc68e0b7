import type { DiceSource } from "../dice/DiceSource.js";
import { arrayArgument, diceArgument } from "../errors/arguments.js";

/**
 * Returns a shuffled copy of `cards` (unbiased Fisher–Yates with the dice source).
 *
 * @throws RingsideError `INVALID_ARGUMENT` when `cards` is not an array or `dice` not a dice source.
 */
export function shuffle<C>(cards: readonly C[], dice: DiceSource): C[] {
  arrayArgument("shuffle", "cards", cards);
  diceArgument("shuffle", dice);
  const out = [...cards];
  for (let i = out.length - 1; i > 0; i--) {
    const j = dice.int(0, i, "shuffle");
    const t = out[i] as C;
    out[i] = out[j] as C;
    out[j] = t;
  }
  return out;
}
