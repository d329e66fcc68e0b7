/*
 * Victory checks (FastMatch! 3.0, Part III: pins and submissions III.3, count-outs III.4,
 * disqualifications III.6; Part V: a timeout when the rounds run out). Docs: /fastmatch/rules#resolving-a-round
 */
import type { MatchResult } from "@ringside/core";
import type { Side } from "../events.js";
import { emit, type RoundContext } from "./context.js";

/** Ends the match with a result (and its event). */
export function endMatch(ctx: RoundContext, result: MatchResult<Side>): void {
  ctx.match.result = result;
  if (ctx.events !== null) emit(ctx, { type: "result", round: ctx.match.round, result });
}

/** The result when one side, the other or both fail the same check (count-out, disqualification). */
export function eitherOrBoth(
  lostChallenger: boolean,
  lostDefender: boolean,
  method: "count-out" | "disqualification",
): MatchResult<Side> {
  if (lostChallenger && lostDefender)
    return {
      winner: null,
      method,
      detail: method === "count-out" ? "both counted out" : "both sides disqualified",
    };
  return { winner: lostChallenger ? "defender" : "challenger", method };
}

/** A fall that reached three: the winner by pinfall or submission. */
export function fallResult(winner: Side, kind: "pin" | "submission"): MatchResult<Side> {
  return { winner, method: kind === "pin" ? "pinfall" : "submission" };
}

/** True when the round just fought was the last one the time limit allows. */
export function timeIsUp(round: number, timeLimit: number): boolean {
  return round >= timeLimit;
}

/** The result when time runs out: a draw. */
export function timeLimitDraw(): MatchResult<Side> {
  return { winner: null, method: "time-limit" };
}
