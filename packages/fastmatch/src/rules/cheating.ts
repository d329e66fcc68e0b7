/*
 * Cheating and disqualifications (FastMatch! 3.0, III.6): every illegal action is checked with 2d6
 * against the referee's awareness of that side: at or below it a DQ, 11–12 nothing, otherwise a
 * warning that raises the awareness by one. A tied attack roll checks both sides. Docs:
 * /fastmatch/rules#resolving-a-round
 */
import type { CheatOutcome } from "../events.js";
import { emit, rollD6s, SIDE_NAMES, type RoundContext } from "./context.js";

/** Reads a cheating check: at or below awareness a DQ, 11–12 nothing, anything else a warning. */
export function cheatOutcome(roll: number, awareness: number): CheatOutcome {
  if (roll <= awareness) return "disqualified";
  if (roll >= 11) return "unnoticed";
  return "warned";
}

/** Rolls a cheating check for side `k`; true when that side is disqualified. */
export function cheatingCheck(ctx: RoundContext, k: 0 | 1): boolean {
  const side = ctx.match.sides[k];
  const roll = rollD6s(ctx, 2, "cheating check for", side.name);
  const awareness = side.awareness;
  const outcome = cheatOutcome(roll, awareness);
  if (outcome === "warned") {
    side.awareness++;
    side.warnings++;
  }
  if (ctx.events !== null)
    emit(ctx, {
      type: "cheat-check",
      round: ctx.match.round,
      side: SIDE_NAMES[k],
      roll,
      awareness,
      outcome,
      awarenessAfter: side.awareness,
    });
  return outcome === "disqualified";
}
