import type { DiceSource } from "./DiceSource.js";

/** Rolls `count` dice of `sides` faces and returns their sum (e.g. 3d6). */
export function rollSum(dice: DiceSource, count: number, sides: number, label?: string): number {
  let total = 0;
  for (let i = 0; i < count; i++) {
    total += dice.int(1, sides, label === undefined ? undefined : `${label} ${i + 1}/${count}`);
  }
  return total;
}
