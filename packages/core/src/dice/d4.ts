import { diceArgument } from "../errors/arguments.js";
import type { DiceSource } from "./DiceSource.js";

/**
 * Rolls one 4-sided die (1..4).
 *
 * @throws RingsideError `INVALID_ARGUMENT` when `dice` is not a dice source.
 */
export function d4(dice: DiceSource, label?: string): number {
  diceArgument("d4", dice);
  return dice.int(1, 4, label);
}
