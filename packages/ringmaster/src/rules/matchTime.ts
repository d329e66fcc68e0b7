/**
 * Match time (RingMaster › Time, text ¶9–¶12): a round is 10 seconds; a pin or sleeper count 1
 * second; hold and stalling rounds 5; a Standoff adds 1; a Combo is one round. Optional accurate
 * timing: Action Points the attacker spent (not the Stun bonus) + the maneuver's Level + 1d6
 * seconds. Ten minutes is 60 rounds.
 * Docs: `docs/ringmaster/rules.md#time`.
 */
import { d6, type DiceSource } from "@ringside/core";

/** Seconds of each kind of round (¶9–¶10). */
export const SECONDS = {
  round: 10,
  count: 1,
  hold: 5,
  stall: 5,
  standoff: 1,
} as const;

/** The default time limit: ten minutes, 600 seconds (60 rounds, ¶9). */
export const DEFAULT_TIME_LIMIT = 600;

/** Rounds in a time limit of standard rounds. */
export function roundsIn(seconds: number): number {
  return Math.floor(seconds / SECONDS.round);
}

/**
 * Seconds of a round by the accurate-timing option (¶12).
 *
 * @example
 * accurateRoundSeconds(dice, 5, 3); // 8 + 1d6
 */
export function accurateRoundSeconds(dice: DiceSource, apSpent: number, level: number): number {
  return apSpent + level + d6(dice, "round seconds");
}
