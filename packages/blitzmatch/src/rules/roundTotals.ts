/**
 * Round totals (BlitzMatch › III.2.b): a side rolls as many dice as its activity (none for a
 * rest-hold). Defensive (and rest-hold) adds 2, 3, 4 or 5 by activity. High risk counts a 6 as 0
 * and a 3 rolls one more die, added to the 3 (on that extra die a 6 counts 6 and a 3 does not roll
 * again). Then: the advantage adds its bonus (2), and Endurance under 10, under 5 and at 0 each
 * take 1 away. The total is never below 0. Docs: /blitzmatch/rules#rounds.
 *
 * @module
 */
import type { DiceSource } from "@ringside/core";
import { DEFENSIVE_BONUS, ENDURANCE_PENALTY_BELOW } from "../data/buffers.js";
import type { RoundAction } from "../types.js";
import { isDefensive } from "./roundActions.js";

/** One side's round total and how it was made. */
export interface RoundTotal {
  /** The activity dice as rolled. */
  readonly dice: readonly number[];
  /** The extra dice high risk rolled for its 3s, in order. */
  readonly rerolls: readonly number[];
  /** What the dice count for (a high-risk 6 counts 0; rerolls added). */
  readonly counted: number;
  /** The defensive bonus (0 unless defensive or a rest-hold). */
  readonly defence: number;
  /** The advantage bonus (0 without the advantage). */
  readonly advantage: number;
  /** The Endurance penalty, 0 to 3 (subtracted). */
  readonly penalty: number;
  /** The round total, at least 0. */
  readonly total: number;
}

/** The Endurance penalty: 1 under 10, another under 5, another at 0 (or less). */
export function endurancePenalty(endurance: number): number {
  let p = 0;
  for (const below of ENDURANCE_PENALTY_BELOW) if (endurance < below) p++;
  if (endurance <= 0) p++;
  return p;
}

/** What high-risk dice count for: 6s count 0, each 3 is kept and its reroll added. */
export function highRiskCount(dice: readonly number[], rerolls: readonly number[]): number {
  let sum = 0;
  for (const d of dice) sum += d === 6 ? 0 : d;
  for (const r of rerolls) sum += r;
  return sum;
}

/**
 * Rolls and totals one side's round. Dice are drawn in the order the text prints them: the
 * activity dice, then one extra die for each high-risk 3, in order.
 *
 * @example
 * ```ts
 * roundTotal({ attitude: "defensive", activity: 1 }, false, 20, 2, scriptedDice([4]), "Blob"); // total 7
 * ```
 */
export function roundTotal(
  action: RoundAction,
  hasAdvantage: boolean,
  endurance: number,
  advantageBonus: number,
  dice: DiceSource,
  label: string,
): RoundTotal {
  const rolled: number[] = [];
  for (let i = 0; i < action.activity; i++) rolled.push(dice.int(1, 6, `${label} die ${i + 1}`));
  const rerolls: number[] = [];
  let counted = 0;
  if (action.attitude === "high-risk") {
    for (const d of rolled) if (d === 3) rerolls.push(dice.int(1, 6, `${label} high-risk reroll`));
    counted = highRiskCount(rolled, rerolls);
  } else {
    for (const d of rolled) counted += d;
  }
  const defence = isDefensive(action) ? DEFENSIVE_BONUS[action.activity] : 0;
  const adv = hasAdvantage ? advantageBonus : 0;
  const penalty = endurancePenalty(endurance);
  const total = Math.max(0, counted + defence + adv - penalty);
  return { dice: rolled, rerolls, counted, defence, advantage: adv, penalty, total };
}
