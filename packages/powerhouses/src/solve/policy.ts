/* eslint-disable @typescript-eslint/no-non-null-assertion -- reads the solver's flat value tables at
   indexes from rowOf/macroOf, inside the dimensions solveMatch sizes them to; per-move hot path */
import { freeAfterFirstSet } from "../rules/onARoll.js";
import { macroOf, rowOf, type SolvedTables } from "./solveMatch.js";

/*
 * Reading the solved tables: the value of a roll in progress and the decision that achieves it,
 * in the rules core's numbers (players 0 red / 1 blue, abilities by index, roles TAKE_DOWN 0,
 * ATTACK 1, DEFENCE 2). The solution object (solution.ts) and the fast path (fastMatch.ts) both
 * read through these functions, so the bot plays the same moves on either path.
 */

const TAKE_DOWN = 0;
const ATTACK = 1;

/** Free dice once a first set of `size` is put aside from `n` dice (Over the Top keeps one aside). */
export const freeAfter = freeAfterFirstSet;

/** A roller's value at offset `k` = count − target in an offset table (k ≥ 2 is a sure `high`). */
function offsetValue(t: SolvedTables, value: Float64Array, row: number, k: number, high: number): number {
  if (k >= 2) return high;
  const at = k < -t.cap ? 0 : k + t.cap;
  return value[row * (t.cap + 2) + at]!;
}

/** Where a roll in progress sits in the solved tables. */
export interface RollSpot {
  /** TAKE_DOWN, ATTACK or DEFENCE. */
  readonly role: number;
  /** The roller (0 red, 1 blue). */
  readonly player: number;
  /** Dice the roller holds. */
  readonly n: number;
  /** Dice the opponent holds. */
  readonly theirDice: number;
  /** The total to beat: the attack total in a defence, red's total in blue's Take-Down roll. */
  readonly target: number;
}

/**
 * The roller's chance to win once it pursues `ability` with `count` matches and `free` dice to
 * throw (stage decide, or a first set just picked).
 */
export function rollValue(
  t: SolvedTables,
  spot: RollSpot,
  ability: number,
  free: number,
  count: number,
): number {
  const r = t.rollers[spot.player]![spot.n]!;
  const row = rowOf(r, r.hits[ability]!, free);
  const c = count > t.cap ? t.cap : count;
  if (spot.role === ATTACK) {
    return t.exchanges[macroOf(spot.player, spot.n, spot.theirDice)]!.valueA[row * (t.cap + 1) + c]!;
  }
  if (spot.role === TAKE_DOWN) {
    if (spot.player === 0) return t.takeDown.valueRed[row * (t.cap + 1) + c]!;
    return offsetValue(t, t.takeDown.valueBlue, row, count - spot.target, t.takeDown.high);
  }
  const x = t.exchanges[macroOf(1 - spot.player, spot.theirDice, spot.n)]!;
  return offsetValue(t, x.valueD, row, count - spot.target, x.high);
}

/** The roller's chance to win before its first throw. */
export function startValue(t: SolvedTables, spot: RollSpot): number {
  const target = spot.target > t.cap ? t.cap : spot.target;
  if (spot.role === ATTACK) return t.macro[macroOf(spot.player, spot.n, spot.theirDice)]!;
  if (spot.role === TAKE_DOWN) return spot.player === 0 ? t.bell : 1 - t.takeDown.endRed[target]!;
  return 1 - t.exchanges[macroOf(1 - spot.player, spot.theirDice, spot.n)]!.endA[target]!;
}

/**
 * The best of the equal largest sets `choices` (ability indexes, in the order offered) of a first
 * roll of `size`: the first of those worth the most.
 */
export function bestPick(t: SolvedTables, spot: RollSpot, choices: readonly number[], size: number): number {
  const free = freeAfter(spot.n, size);
  let best = choices[0]!;
  let value = -1;
  for (const a of choices) {
    const v = rollValue(t, spot, a, free, size);
    if (v > value) {
      value = v;
      best = a;
    }
  }
  return best;
}

/**
 * True when the solved policy rolls on (stage decide of an attack or a defence), false to quit: the
 * tables hold the better of the two, and quitting wins ties, so it rolls on exactly where the
 * value is above what quitting is worth.
 */
export function rollsOn(
  t: SolvedTables,
  spot: RollSpot,
  ability: number,
  free: number,
  count: number,
): boolean {
  const r = t.rollers[spot.player]![spot.n]!;
  const row = rowOf(r, r.hits[ability]!, free);
  if (spot.role === ATTACK) {
    if (count >= t.cap) return false;
    const x = t.exchanges[macroOf(spot.player, spot.n, spot.theirDice)]!;
    return x.valueA[row * (t.cap + 1) + count]! > x.endA[count]!;
  }
  const k = count - spot.target;
  if (k >= 2) return false;
  const x = t.exchanges[macroOf(1 - spot.player, spot.theirDice, spot.n)]!;
  const at = k < -t.cap ? 0 : k + t.cap;
  const quit = k < 0 ? x.low : k === 0 ? x.equal : x.high;
  return x.valueD[row * (t.cap + 2) + at]! > quit;
}
