import { diceArgument, intArgument, labelArgument } from "../errors/arguments.js";
import type { DiceSource } from "./DiceSource.js";

/** A percentile roll that keeps both ten-sided dice, as read off the table. */
export interface PercentileRoll {
  /** The tens die as it shows, 0..9. */
  readonly tens: number;
  /** The ones die as it shows, 0..9. */
  readonly ones: number;
  /** The value read: 1..100, where a 0 on the tens die adds nothing and "00" reads as 100. */
  readonly value: number;
}

/**
 * Reads two d10 faces (0..9 each) as a percentile roll.
 *
 * @throws RingsideError `INVALID_ARGUMENT` when a face is not a whole number from 0 to 9.
 */
export function readPercentile(tens: number, ones: number): PercentileRoll {
  intArgument("readPercentile", "tens", tens, 0, 9);
  intArgument("readPercentile", "ones", ones, 0, 9);
  const value = tens === 0 && ones === 0 ? 100 : tens * 10 + ones;
  return { tens, ones, value };
}

/**
 * Rolls d100 as two ten-sided dice, tens die first; see {@link readPercentile}.
 *
 * @throws RingsideError `INVALID_ARGUMENT` when `dice` is not a dice source or `label` not text.
 */
export function rollPercentile(dice: DiceSource, label?: string): PercentileRoll {
  diceArgument("rollPercentile", dice);
  labelArgument("rollPercentile", label);
  const tens = dice.int(0, 9, label === undefined ? "d100 tens" : `${label} tens`);
  const ones = dice.int(0, 9, label === undefined ? "d100 ones" : `${label} ones`);
  return readPercentile(tens, ones);
}
