/*
 * The referee's awareness (FastMatch! 3.0, III.6 and the Cheater ability, I.3; V.1 for two
 * cheaters): a d6 at the bell for each side (1 gives 2, 2–5 give 3, 6 gives 4), lowered by one for
 * each cheater on that side. Docs: /fastmatch/rules#resolving-a-round
 */
import { defined } from "@ringside/core";
import { AWARENESS_BY_ROLL } from "../data/charts.js";

/** The referee's starting awareness for a d6 roll: 1 gives 2, 2–5 give 3, 6 gives 4. */
export function awarenessFor(roll: number): number {
  return defined(AWARENESS_BY_ROLL[Math.min(6, Math.max(1, roll)) - 1], "fastmatch: the awareness table");
}

/** A side's awareness at the bell from its d6 and the number of cheaters on it. */
export function startingAwareness(roll: number, cheaters: number): number {
  return awarenessFor(roll) - cheaters;
}
