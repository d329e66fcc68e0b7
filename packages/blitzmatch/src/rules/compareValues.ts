/**
 * Compare values (BlitzMatch › III.2.c): the higher total wins the round and deals the difference
 * as Endurance damage. A defensive winner (rest-hold included) must first overcome a buffer of 4,
 * 6, 8 or 10 for the 0 to 3 dice it rolled: by default the buffer is taken off the damage (as the
 * text's examples do), or with `buffer: "threshold"` a margin reaching the buffer deals it whole.
 * A tie costs both sides 3 Endurance and both check for the fall. Endurance never goes below 0.
 * Docs: /blitzmatch/rules#rounds.
 *
 * @module
 */
import { DEFENSIVE_BUFFER, TIE_DAMAGE } from "../data/buffers.js";
import type { BlitzMatchOptions, RoundAction } from "../types.js";
import { isDefensive } from "./roundActions.js";

/** The outcome of comparing two round totals. */
export interface Comparison {
  /** 0 or 1: the side that won the round; `null` for a tie. */
  readonly winner: 0 | 1 | null;
  /** The winner's total less the loser's (0 for a tie). */
  readonly margin: number;
  /** The buffer the winner had to overcome (0 unless it was defensive). */
  readonly buffer: number;
  /** Damage to each side. */
  readonly damage: readonly [number, number];
}

/** The damage a round winner deals for `margin`, after its buffer (0 when not defensive). */
export function damageFor(margin: number, buffer: number, mode: BlitzMatchOptions["buffer"]): number {
  if (buffer === 0) return margin;
  if (mode === "threshold") return margin >= buffer ? margin : 0;
  return Math.max(0, margin - buffer);
}

/** The buffer a winner with this action must overcome (III.2.c). */
export function bufferFor(action: RoundAction): number {
  return isDefensive(action) ? DEFENSIVE_BUFFER[action.activity] : 0;
}

/**
 * Compares two sides' totals.
 *
 * @example
 * ```ts
 * compareValues([2, 10], [restHold, defensive1], "subtract"); // side 1 wins by 8, buffer 6: 2 damage
 * ```
 */
export function compareValues(
  totals: readonly [number, number],
  actions: readonly [RoundAction, RoundAction],
  mode: BlitzMatchOptions["buffer"],
): Comparison {
  const [a, b] = totals;
  if (a === b) return { winner: null, margin: 0, buffer: 0, damage: [TIE_DAMAGE, TIE_DAMAGE] };
  const winner: 0 | 1 = a > b ? 0 : 1;
  const margin = Math.abs(a - b);
  const buffer = bufferFor(actions[winner]);
  const dealt = damageFor(margin, buffer, mode);
  return { winner, margin, buffer, damage: winner === 0 ? [0, dealt] : [dealt, 0] };
}

/** Endurance after damage, never below 0. */
export function applyDamage(endurance: number, damage: number): number {
  return Math.max(0, endurance - damage);
}
