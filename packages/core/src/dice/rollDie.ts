import { diceArgument, intArgument } from "../errors/arguments.js";
import type { DiceSource } from "./DiceSource.js";

/**
 * Rolls one die with `sides` faces numbered 1..sides.
 *
 * @throws RingsideError `INVALID_ARGUMENT` when `dice` is not a dice source or `sides` is not a
 * whole number from 1 to 2^53 - 1.
 */
export function rollDie(dice: DiceSource, sides: number, label?: string): number {
  diceArgument("rollDie", dice);
  intArgument("rollDie", "sides", sides, 1, Number.MAX_SAFE_INTEGER);
  return dice.int(1, sides, label);
}
