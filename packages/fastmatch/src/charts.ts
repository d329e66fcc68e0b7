import type { ActionType } from "./strategy.js";

/** What a chart row does to the loser of the round. */
export interface ChartResult {
  readonly damage: number;
  /** `check`: a pin or submission check; `out`: the match may go outside the ring. */
  readonly then: "none" | "check" | "out";
}

/** One row of an action chart: the lowest winning margin it covers and its result. */
export interface ChartRow extends ChartResult {
  readonly from: number;
}

const row = (from: number, damage: number, then: ChartResult["then"] = "none"): ChartRow => ({
  from,
  damage,
  then,
});

/** The action charts, by the winner's action type; rows in order of margin. */
export const ACTION_CHARTS: Readonly<Record<ActionType, readonly ChartRow[]>> = {
  regular: [row(1, 1), row(3, 2), row(5, 3), row(7, 3, "check")],
  "high-risk": [row(1, 0), row(2, 1), row(3, 2), row(4, 3), row(5, 4), row(6, 5), row(7, 5, "check")],
  defensive: [row(1, 1), row(9, 1, "check")],
  pin: [row(1, 1), row(3, 1, "check")],
  submission: [row(1, 1), row(3, 1, "check")],
  "out-of-ring": [row(1, 1), row(3, 1, "out"), row(6, 2, "out")],
};

/** The Royal Rumble chart: a modified out-of-the-ring action. */
export const RUMBLE_CHART: readonly ChartRow[] = [row(1, 1), row(3, 2), row(5, 3), row(7, 3, "out")];

/** The row index a margin falls in. */
export function chartRowIndex(chart: readonly ChartRow[], margin: number): number {
  let index = 0;
  for (let i = 1; i < chart.length; i++) if (margin >= chart[i]!.from) index = i;
  return index;
}

/**
 * Looks a winning margin up on a chart, moved `shift` rows toward the stronger results (a failed
 * High Risk by the loser and an illegal action by the winner each move it one row), never past the
 * last row.
 */
export function lookUp(chart: readonly ChartRow[], margin: number, shift = 0): ChartRow {
  return chart[Math.min(chart.length - 1, chartRowIndex(chart, margin) + shift)]!;
}

/** The count a pin or submission margin earns: 1–2 a one count, 3–4 two, 5 or more three. */
export function countFor(margin: number): 0 | 1 | 2 | 3 {
  if (margin <= 0) return 0;
  if (margin <= 2) return 1;
  if (margin <= 4) return 2;
  return 3;
}

/** The referee's starting awareness for a d6 roll: 1 gives 2, 2–5 give 3, 6 gives 4. */
export function awarenessFor(roll: number): number {
  return roll <= 1 ? 2 : roll >= 6 ? 4 : 3;
}

/** The outcome of a 2d6 cheating check against the referee's awareness. */
export type CheatOutcome = "disqualified" | "warned" | "unnoticed";

/** Reads a cheating check: at or below awareness a DQ, 11–12 nothing, anything else a warning. */
export function cheatOutcome(roll: number, awareness: number): CheatOutcome {
  if (roll <= awareness) return "disqualified";
  if (roll >= 11) return "unnoticed";
  return "warned";
}

/** Specialty matches and their effect on the injury roll. */
export type Specialty = "normal" | "cage" | "barbed-wire" | "landmine" | "first-blood";

/** How much each specialty match lowers the injury roll. */
export const INJURY_MODIFIERS: Readonly<Record<Specialty, number>> = {
  normal: 0,
  cage: 1,
  "barbed-wire": 3,
  landmine: 3,
  "first-blood": 0,
};
