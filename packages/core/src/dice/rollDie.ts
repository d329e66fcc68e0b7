import type { DiceSource } from "./DiceSource.js";

/** Rolls one die with `sides` faces numbered 1..sides. */
export function rollDie(dice: DiceSource, sides: number, label?: string): number {
  return dice.int(1, sides, label);
}
