/**
 * More than two slots (our rule: BlitzMatch allows triangle matches and rumbles as slots but never
 * says how their round totals compare). Option `multiSlot`:
 *
 * - `"leader"` (default): the highest total wins the round against every other slot; each takes
 *   the difference to its own total, through the winner's buffer, and the winner checks for
 *   victory against the slot left with the lowest Endurance. Several slots sharing the highest
 *   total is a tie among them: 3 Endurance each, and every one checks against the weakest other
 *   slot (two or more finishing is a draw, unless slots are eliminated).
 * - `"pairs"`: every pair of slots, in seating order, compares as a two-slot round.
 *
 * Docs: /blitzmatch/rules#more-than-two-slots.
 *
 * @module
 */
import { TIE_DAMAGE } from "../data/buffers.js";
import type { BlitzMatchOptions, RoundAction } from "../types.js";
import { bufferFor, damageFor } from "./compareValues.js";

/** The outcome of a leader-rule comparison, before any victory check. */
export interface LeaderOutcome {
  /** The slots with the highest total (one: a winner; more: a tie among them). */
  readonly leaders: readonly number[];
  /** Damage by slot index. */
  readonly damage: ReadonlyMap<number, number>;
  /** The winner's buffer (0 on a tie or a non-defensive winner). */
  readonly buffer: number;
  /** The smallest margin over another slot (0 on a tie). */
  readonly margin: number;
}

/**
 * Compares the round totals of `active` slots by the leader rule.
 *
 * @example
 * ```ts
 * leaderOutcome([0, 1, 2], [9, 4, 7], actions, "subtract"); // slot 0 wins: 5 to slot 1, 2 to slot 2
 * ```
 */
export function leaderOutcome(
  active: readonly number[],
  totals: readonly number[],
  actions: readonly RoundAction[],
  mode: BlitzMatchOptions["buffer"],
): LeaderOutcome {
  const top = Math.max(...active.map((i) => totals[i]!));
  const leaders = active.filter((i) => totals[i] === top);
  const damage = new Map<number, number>();
  if (leaders.length > 1) {
    for (const i of leaders) damage.set(i, TIE_DAMAGE);
    return { leaders, damage, buffer: 0, margin: 0 };
  }
  const w = leaders[0]!;
  const buffer = bufferFor(actions[w]!);
  let margin = Infinity;
  for (const i of active) {
    if (i === w) continue;
    const m = top - totals[i]!;
    margin = Math.min(margin, m);
    damage.set(i, damageFor(m, buffer, mode));
  }
  return { leaders, damage, buffer, margin };
}

/** Every pair of `active` slots in seating order, as the `"pairs"` rule compares them. */
export function slotPairs(active: readonly number[]): readonly (readonly [number, number])[] {
  const pairs: [number, number][] = [];
  for (let x = 0; x < active.length; x++)
    for (let y = x + 1; y < active.length; y++) pairs.push([active[x]!, active[y]!]);
  return pairs;
}

/** The slot among `candidates` with the lowest Endurance, the first seated on ties. */
export function weakestSlot(candidates: readonly number[], endurance: readonly number[]): number {
  let best = candidates[0]!;
  for (const c of candidates) if (endurance[c]! < endurance[best]!) best = c;
  return best;
}
