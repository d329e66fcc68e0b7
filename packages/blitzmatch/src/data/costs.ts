/**
 * The cost table of BlitzMatch › I.2 Attributes: build points for each score, by column.
 * `null` is the text's "n/a": a score that cannot be bought.
 *
 * @module
 */

/** A column of the cost table. */
export type CostColumn = "recovery" | "energy" | "other";

/** Scores 1 to 10 (index 0 is score 1); `null` marks the text's "n/a" cells. */
export const COST_TABLE: Readonly<Record<CostColumn, readonly (number | null)[]>> = {
  recovery: [null, 30, 20, 10, 0, null, null, null, null, null],
  energy: [0, 1, 3, 5, 10, 15, 21, 27, 33, 39],
  other: [0, 1, 2, 4, 7, 11, 16, 22, 29, null],
};

/** The lowest and highest score the table lists. */
export const SCORE_RANGE = { min: 1, max: 10 } as const;

/** Build points per slot (BlitzMatch › I.2). */
export const BUILD_POINTS = 40;

/**
 * The cost of `score` in `column`, or `null` when the table marks it "n/a" or does not list it.
 *
 * @example
 * ```ts
 * costOf("energy", 6); // 15
 * costOf("recovery", 1); // null (n/a)
 * ```
 */
export function costOf(column: CostColumn, score: number): number | null {
  if (!Number.isInteger(score) || score < SCORE_RANGE.min || score > SCORE_RANGE.max) return null;
  return COST_TABLE[column][score - 1] ?? null;
}
