/*
 * Using strategy points (FastMatch! 3.0, I.2 and II.3): every wrestler has two, plus those bought;
 * before each match he places them on any score but WEI (TEC, injury and, in team matches, TEAM
 * included), at most two toward injury (III.5), never more than he has. Docs:
 * /fastmatch/rules#the-grid-and-the-strategy
 */
import type { Problems } from "@ringside/core";
import { LIMITS } from "../data/costs.js";

const RULE = "FastMatch! › Making a strategy › Strategy points";

/**
 * Checks one wrestler's placed strategy points (the whole-number entries of `points`, by key)
 * against the rules: TEAM only in team matches, at most two toward INJURY, no more than `budget`
 * in all (null: the wrestler is unknown, so the budget is not checked).
 */
export function strategyPointProblems(
  points: Readonly<Record<string, number>>,
  budget: number | null,
  team: boolean,
  path: string,
  problems: Problems,
): void {
  let total = 0;
  for (const [key, v] of Object.entries(points)) {
    if (key === "TEAM" && !team) problems.add(`${path}.TEAM`, "TEAM exists only in team matches", RULE);
    if (key === "INJURY" && v > LIMITS.injuryPoints)
      problems.add(
        `${path}.INJURY`,
        `at most ${LIMITS.injuryPoints} points may go toward injury, got ${v}`,
        "FastMatch! › Injury",
      );
    total += v;
  }
  if (budget !== null && total > budget)
    problems.add(
      path,
      `places ${total} strategy points, the wrestler has ${budget} (${budget - total} left)`,
      RULE,
    );
}
