/*
 * Reading the charts (FastMatch! 3.0, II.3.A Types of actions and III.3 Pins and Submissions): a
 * winning margin picks a row, shifted toward the stronger results by a failed High Risk and by an
 * illegal winner; a fall's margin earns a one, two or three count. Docs: /fastmatch/rules#resolving-a-round
 */
import { defined } from "@ringside/core";
import type { ChartRow } from "../data/charts.js";

/** The row index a margin falls in. */
export function chartRowIndex(chart: readonly ChartRow[], margin: number): number {
  let index = 0;
  for (let i = 1; i < chart.length; i++) {
    const row = chart[i];
    if (row !== undefined && margin >= row.from) index = i;
  }
  return index;
}

/**
 * Looks a winning margin up on a chart, moved `shift` rows toward the stronger results (a failed
 * High Risk by the loser and an illegal action by the winner each move it one row), never past the
 * last row.
 */
export function lookUp(chart: readonly ChartRow[], margin: number, shift = 0): ChartRow {
  return defined(
    chart[Math.min(chart.length - 1, chartRowIndex(chart, margin) + shift)],
    "fastmatch: a chart row",
  );
}

/** The count a pin or submission margin earns: 1–2 a one count, 3–4 two, 5 or more three. */
export function countFor(margin: number): 0 | 1 | 2 | 3 {
  if (margin <= 0) return 0;
  if (margin <= 2) return 1;
  if (margin <= 4) return 2;
  return 3;
}
