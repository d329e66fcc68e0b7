import { diceArgument } from "../errors/arguments.js";
import type { DiceSource } from "./DiceSource.js";

/**
 * Rolls one 20-sided die (1..20).
 *
 * @throws RingsideError `INVALID_ARGUMENT` when `dice` is not a dice source.
 */
export function d20(dice: DiceSource, label?: string): number {
  diceArgument("d20", dice);
  return dice.int(1, 20, label);
}
