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
import { defined } from "@ringside/core";
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
  const totalOf = (i: number): number => defined(totals[i], "blitzmatch: a seat's total");
  const top = Math.max(...active.map(totalOf));
  const leaders = active.filter((i) => totals[i] === top);
  const damage = new Map<number, number>();
  if (leaders.length > 1) {
    for (const i of leaders) damage.set(i, TIE_DAMAGE);
    return { leaders, damage, buffer: 0, margin: 0 };
  }
  const w = defined(leaders[0], "blitzmatch: the round's leader");
  const buffer = bufferFor(defined(actions[w], "blitzmatch: the leader's action"));
  let margin = Infinity;
  for (const i of active) {
    if (i === w) continue;
    const m = top - totalOf(i);
    margin = Math.min(margin, m);
    damage.set(i, damageFor(m, buffer, mode));
  }
  return { leaders, damage, buffer, margin };
}

/** Every pair of `active` slots in seating order, as the `"pairs"` rule compares them. */
export function slotPairs(active: readonly number[]): readonly (readonly [number, number])[] {
  const pairs: [number, number][] = [];
  active.forEach((a, x) => {
    for (const b of active.slice(x + 1)) pairs.push([a, b]);
  });
  return pairs;
}

/** The slot among `candidates` with the lowest Endurance, the first seated on ties. */
export function weakestSlot(candidates: readonly number[], endurance: readonly number[]): number {
  let best: number | undefined;
  let lowest = Infinity;
  for (const c of candidates) {
    const e = defined(endurance[c], "blitzmatch: a seat's Endurance");
    if (e < lowest) {
      best = c;
      lowest = e;
    }
  }
  return defined(best, "blitzmatch: a candidate slot");
}
