/**
 * Check for victory (BlitzMatch › III.3.d): the round's winner rolls 2d6 against the loser's
 * Endurance. A 12 rolls 2d6 again and counts that roll plus 10; a 2 is a reversal: the loser
 * becomes the winner and checks against the other (reversals may chain). The roll less the
 * Endurance reads on the victory table; 5 or more ends the match. Docs: /blitzmatch/rules#rounds.
 *
 * @module
 */
import type { DiceSource } from "@ringside/core";
import { FINISH_MARGIN, victoryRow } from "../data/victoryTable.js";
import type { FinishReading } from "../types.js";

/** One 2d6 check. */
export interface VictoryRoll {
  /** The two dice. */
  readonly dice: readonly [number, number];
  /** After a 12: the second roll (the check counts it plus 10). */
  readonly again?: readonly [number, number];
  /** True for a 2: a reversal (no table reading). */
  readonly reversal: boolean;
  /** What the check counts: the dice, or 10 plus the second roll after a 12. */
  readonly roll: number;
  /** The roll less the defender's Endurance. */
  readonly margin: number;
  /** The table's row, -1 (nothing) to 3 (the finish); -1 on a reversal. */
  readonly level: -1 | 0 | 1 | 2 | 3;
  /** The table's words under the chosen reading. */
  readonly reading: string;
  /** True when the check ends the match. */
  readonly finished: boolean;
}

/**
 * Rolls one victory check against `endurance`. The second roll after a 12 is only added: a 12 or a
 * 2 on it does nothing more (our reading; the text does not chain them).
 *
 * @example
 * ```ts
 * victoryCheck(1, scriptedDice([6, 5]), "pinfall", "PF").finished; // 11 - 1 = 10 > 4: true
 * ```
 */
export function victoryCheck(
  endurance: number,
  dice: DiceSource,
  reading: FinishReading,
  label: string,
): VictoryRoll {
  const first: [number, number] = [
    dice.int(1, 6, `${label} check 1/2`),
    dice.int(1, 6, `${label} check 2/2`),
  ];
  const sum = first[0] + first[1];
  if (sum === 2) {
    return {
      dice: first,
      reversal: true,
      roll: 2,
      margin: 2 - endurance,
      level: -1,
      reading: "reversal",
      finished: false,
    };
  }
  let roll = sum;
  let again: [number, number] | undefined;
  if (sum === 12) {
    again = [dice.int(1, 6, `${label} 12 again 1/2`), dice.int(1, 6, `${label} 12 again 2/2`)];
    roll = 10 + again[0] + again[1];
  }
  const margin = roll - endurance;
  const row = victoryRow(margin);
  const base = {
    dice: first,
    reversal: false,
    roll,
    margin,
    level: row.level,
    reading: row.readings[reading],
    finished: margin >= FINISH_MARGIN,
  };
  return again === undefined ? base : { ...base, again };
}
