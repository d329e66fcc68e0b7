import { diceArgument } from "../errors/arguments.js";
import type { DiceSource } from "./DiceSource.js";

/**
 * Rolls one 10-sided die (1..10).
 *
 * @throws RingsideError `INVALID_ARGUMENT` when `dice` is not a dice source.
 */
export function d10(dice: DiceSource, label?: string): number {
  diceArgument("d10", dice);
  return dice.int(1, 10, label);
}
