import type { DiceSource } from "./DiceSource.js";

/** Rolls one 4-sided die (1..4). */
export function d4(dice: DiceSource, label?: string): number {
  return dice.int(1, 4, label);
}
