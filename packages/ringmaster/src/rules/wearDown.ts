/**
 * Wear-down Levels (RingMaster › Effects, text ¶90: at or below a Level's number the wrestler is at
 * that Level; ¶37: a maneuver above the opponent's Level is −10% per Level of difference).
 * Docs: `docs/ringmaster/rules.md#wear-down`.
 */
import type { WearDownLevel } from "../data/attributes.js";

/**
 * The wear-down Level of `current` Intensity given the numbers of Levels II–IV: the lowest Level
 * whose number it is at or below. It follows the current Intensity both ways (recovering Intensity
 * lifts a wrestler back up: Interpretations).
 */
export function wearDownLevel(current: number, levels: readonly [number, number, number]): WearDownLevel {
  if (current <= levels[2]) return 4;
  if (current <= levels[1]) return 3;
  if (current <= levels[0]) return 2;
  return 1;
}

/**
 * The penalty for a maneuver whose Level is above the defender's wear-down Level (¶37).
 *
 * @example
 * levelPenalty(3, 1); // -20: an Atomic Drop on a Fresh opponent
 * levelPenalty(3, 2); // -10: on a Winded one
 */
export function levelPenalty(maneuverLevel: number, defenderLevel: WearDownLevel): number {
  return -10 * Math.max(0, maneuverLevel - defenderLevel);
}
