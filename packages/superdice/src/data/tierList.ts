import type { PowerId } from "./powerIds.js";

/** One power's measured strength. */
export interface TierRow {
  readonly power: PowerId;
  /** Win rate of heroes holding it minus 0.5 (draws count half), over the simulated matches. */
  readonly contribution: number;
  /** 95% confidence interval of the contribution. */
  readonly low: number;
  readonly high: number;
  /** Matches in which a hero held it. */
  readonly matches: number;
  /** S, A, B, C or D. */
  readonly tier: "S" | "A" | "B" | "C" | "D";
}

/** The tier list, strongest first (written by `scripts/tierList.ts`; placeholder until it runs). */
export const TIER_LIST: readonly TierRow[] = [];
