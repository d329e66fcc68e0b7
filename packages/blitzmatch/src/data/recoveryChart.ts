/**
 * The recovery chart of BlitzMatch › II.2.a: at the end of which rounds a slot gets its starting
 * Energy again, for Recovery 2 to 5 (the scores the cost table sells). Row 0 is the start of the
 * match, where every slot gets its Energy.
 *
 * @module
 */

/** The Recovery scores the chart has columns for. */
export const RECOVERY_CHART_COLUMNS = [2, 3, 4, 5] as const;

/**
 * The chart as printed: `RECOVERY_CHART[round]` lists the Recovery scores that receive Energy at
 * the end of that round (row 0: the start of the match).
 */
export const RECOVERY_CHART: readonly (readonly number[])[] = [
  [2, 3, 4, 5],
  [],
  [2],
  [3],
  [2, 4],
  [5],
  [2, 3],
  [],
  [2, 4],
  [3],
  [2, 5],
];
