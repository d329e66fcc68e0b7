import type { DiceSource } from "./DiceSource.js";

/** Rolls one 20-sided die (1..20). */
export function d20(dice: DiceSource, label?: string): number {
  return dice.int(1, 20, label);
}
