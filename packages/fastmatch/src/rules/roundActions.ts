/*
 * Round actions (FastMatch! 3.0, III.3 Round Actions, in Part II): one line per round of the match,
 * each a type of action, a target and the moves, optionally illegal and a finisher. Any action but
 * a Defensive one may be illegal; WEI is never attacked (II.3.A); TEAM is a target only in team
 * matches (V). Docs: /fastmatch/rules#the-grid-and-the-strategy
 */
import type { Problems } from "@ringside/core";
import type { ActionType } from "../data/actions.js";

const RULE = "FastMatch! › Making a strategy › Round actions";

/** The rules of one round action at `path` (its parts that have the right shape). */
export function roundActionProblems(
  line: {
    readonly action?: ActionType | undefined;
    readonly target?: string | undefined;
    readonly illegal?: boolean | undefined;
  },
  team: boolean,
  path: string,
  problems: Problems,
): void {
  if (line.target === "WEI") problems.add(`${path}.target`, "WEI can never be attacked", RULE);
  if (line.target === "TEAM" && !team)
    problems.add(`${path}.target`, "TEAM can be attacked only in team matches", RULE);
  if (line.illegal === true && line.action === "defensive")
    problems.add(`${path}.illegal`, "a Defensive action cannot be declared illegal", RULE);
}

/** One line per round: a strategy gives at least as many round actions as the match has rounds. */
export function roundCountProblems(
  given: number,
  rounds: number | undefined,
  path: string,
  problems: Problems,
): void {
  if (rounds !== undefined && given < rounds)
    problems.add(path, `gives ${given} round actions for a ${rounds}-round match`, RULE);
}
