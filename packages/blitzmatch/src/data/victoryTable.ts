/**
 * The victory table of BlitzMatch › III.3.d: the 2d6 roll less the loser's Endurance, and what it
 * means under each of the table's four readings.
 *
 * @module
 */
import { defined } from "@ringside/core";
import type { FinishReading } from "../types.js";

/** One row of the victory table: the least margin that reaches it and the four readings. */
export interface VictoryRow {
  /** Level 0 (no count) to 3 (the finish); -1 when nothing happens. */
  readonly level: -1 | 0 | 1 | 2 | 3;
  /** The least margin (roll less Endurance) for this row. */
  readonly from: number;
  readonly readings: Readonly<Record<FinishReading, string>>;
}

/** The table, lowest row first. A margin of 5 or more (the last row) ends the match. */
export const VICTORY_TABLE: readonly VictoryRow[] = [
  {
    level: -1,
    from: -Infinity,
    readings: {
      pinfall: "no cover",
      submission: "no hold",
      "count-out": "no count",
      disqualification: "no warning",
    },
  },
  {
    level: 0,
    from: 0,
    readings: {
      pinfall: "cover, no count",
      submission: "hold, no wave",
      "count-out": "no count",
      disqualification: "no warning",
    },
  },
  {
    level: 1,
    from: 1,
    readings: {
      pinfall: "1 count",
      submission: "waved off",
      "count-out": "counted up to 3",
      disqualification: "a warning",
    },
  },
  {
    level: 2,
    from: 3,
    readings: {
      pinfall: "2 count",
      submission: "waved off",
      "count-out": "counted up to 7",
      disqualification: "a stern warning",
    },
  },
  {
    level: 3,
    from: 5,
    readings: {
      pinfall: "3 count",
      submission: "submits",
      "count-out": "counted out",
      disqualification: "disqualified",
    },
  },
];

/** The least margin that ends the match (the table's "> 4"). */
export const FINISH_MARGIN = 5;

/** The table row for a margin (roll less the loser's Endurance). */
export function victoryRow(margin: number): VictoryRow {
  let row: VictoryRow | undefined;
  for (const r of VICTORY_TABLE) if (row === undefined || margin >= r.from) row = r;
  return defined(row, "blitzmatch: the victory table");
}
