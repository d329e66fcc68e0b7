/**
 * Automatic disqualification (RingMaster › The referee, text ¶119; ¶39, ¶50): some infractions,
 * once the referee sees them, end the match at once. Each league (the match config) sets its list;
 * the default is Ringside's completion (`completion.md` › 12, data in `data/referee.ts`).
 * Docs: `docs/ringmaster/referee.md#automatic-disqualification`.
 */
import { DEFAULT_AUTOMATIC_DQ, type IllegalAction } from "../../data/referee.js";

/** What a seen infraction does: a warning (perhaps the one past the threshold) or an instant DQ. */
export type Sanction = "warning" | "disqualification";

/**
 * The sanction for an infraction the referee saw, under a league's list.
 *
 * @example
 * sanction("foreign-object"); // "disqualification" (the default list)
 * sanction("choke"); // "warning"
 */
export function sanction(
  action: IllegalAction,
  list: readonly IllegalAction[] = DEFAULT_AUTOMATIC_DQ,
): Sanction {
  return list.includes(action) ? "disqualification" : "warning";
}
