import { diceArgument, intArgument, labelArgument, MAX_DICE } from "../errors/arguments.js";
import type { DiceSource } from "./DiceSource.js";

/**
 * Rolls `count` dice of `sides` faces and returns every face, in order.
 *
 * @throws RingsideError `INVALID_ARGUMENT` when `dice` is not a dice source, `count` is not a whole
 * number from 0 to 1 000 000, `sides` not one from 1 to 2^53 - 1, or `label` not text.
 */
export function rollPool(dice: DiceSource, count: number, sides: number, label?: string): number[] {
  diceArgument("rollPool", dice);
  intArgument("rollPool", "count", count, 0, MAX_DICE);
  intArgument("rollPool", "sides", sides, 1, Number.MAX_SAFE_INTEGER);
  labelArgument("rollPool", label);
  const faces = new Array<number>(count);
  for (let i = 0; i < count; i++) {
    faces[i] = dice.int(1, sides, label === undefined ? undefined : `${label} ${i + 1}/${count}`);
  }
  return faces;
}
