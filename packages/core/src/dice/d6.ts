import type { DiceSource } from "./DiceSource.js";

/** Rolls one 6-sided die (1..6). */
export function d6(dice: DiceSource, label?: string): number {
  return dice.int(1, 6, label);
}
