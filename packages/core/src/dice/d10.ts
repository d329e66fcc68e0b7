import type { DiceSource } from "./DiceSource.js";

/** Rolls one 10-sided die (1..10). */
export function d10(dice: DiceSource, label?: string): number {
  return dice.int(1, 10, label);
}
