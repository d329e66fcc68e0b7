import { diceArgument, intArgument, labelArgument, MAX_DICE } from "../errors/arguments.js";
import type { DiceSource } from "./DiceSource.js";

/**
 * Rolls `count` dice of `sides` faces and returns their sum (e.g. 3d6).
 *
 * @throws RingsideError `INVALID_ARGUMENT` when `dice` is not a dice source, `count` is not a whole
 * number from 0 to 1 000 000, `sides` not one from 1 to 2^53 - 1, or `label` not text.
 */
export function rollSum(dice: DiceSource, count: number, sides: number, label?: string): number {
  diceArgument("rollSum", dice);
  if (typeof count !== "number" || !(count >= 0 && count <= MAX_DICE && (count | 0) === count)) {
    intArgument("rollSum", "count", count, 0, MAX_DICE);
  }
  if (typeof sides !== "number" || !(sides >= 1 && (sides | 0) === sides))
    intArgument("rollSum", "sides", sides, 1, Number.MAX_SAFE_INTEGER);
  if (label !== undefined && typeof label !== "string") labelArgument("rollSum", label);
  let total = 0;
  for (let i = 0; i < count; i++) {
    total += dice.int(1, sides, label === undefined ? undefined : `${label} ${i + 1}/${count}`);
  }
  return total;
}
