import type { PowerId } from "./powerIds.js";

/** One power's measured strength (a row of the tier list). */
export interface TierRow {
  readonly power: PowerId;
  /** Mean score of the heroes holding it (win 1, draw 0.5, loss 0) minus 0.5. */
  readonly contribution: number;
  /** 95% confidence interval of the contribution (normal approximation: 1.96 standard errors). */
  readonly low: number;
  readonly high: number;
  /** Heroes who held it over the simulated matches. */
  readonly matches: number;
  /** S (>= +0.08), A (>= +0.03), B, C (<= -0.03), D (<= -0.08). */
  readonly tier: "S" | "A" | "B" | "C" | "D";
}
