/*
 * The action charts (FastMatch! 3.0, II.3.A Types of actions), the Royal Rumble chart (VII), the
 * specialty matches' injury modifiers (III.5) and the referee's awareness table (III.6): facts of
 * the text, carried as data.
 */
import type { ActionType } from "./actions.js";

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

/** The referee's starting awareness by the d6 rolled at the bell (III.6): index `roll - 1`. */
export const AWARENESS_BY_ROLL: readonly number[] = [2, 3, 3, 3, 3, 4];
