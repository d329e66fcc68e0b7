import { diceArgument } from "../errors/arguments.js";
import type { DiceSource } from "./DiceSource.js";

/**
 * Rolls one 6-sided die (1..6).
 *
 * @throws RingsideError `INVALID_ARGUMENT` when `dice` is not a dice source.
 */
export function d6(dice: DiceSource, label?: string): number {
  diceArgument("d6", dice);
  return dice.int(1, 6, label);
}
