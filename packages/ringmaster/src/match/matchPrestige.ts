/**
 * The Prestige a finished match is worth to each wrestler (RingMaster › Draws and Prestige, ¶124;
 * `rules/prestige.ts`, `rules/draws.ts`): the result's change, what he earned or lost during the
 * match (flair, the crowd, illegal maneuvers seen, Fake Tags) and the penalty for an engineered
 * result. Ringside's reading of "engineered" in play (`completion.md` › 13): a wrestler counted out
 * while still on his feet walked away from the match (a thrown match), and two men on their feet in
 * a double count-out agreed to it (an agreed draw).
 * Docs: `docs/ringmaster/referee.md#prestige`.
 */
import { POSITION_CATEGORY } from "../data/attributes.js";
import { matchPrestige, type MatchPrestige } from "../rules/prestige.js";
import type { FinishMethod } from "../rules/referee/titles.js";
import type { RingMasterCorner, RingMasterState } from "../state.js";
import type { RingMasterPlayer } from "../config.js";

/** One wrestler's Prestige from a finished match. */
export interface MatchPrestigeReport extends MatchPrestige {
  /** The absolute Prestige change in all (apply it with `applyAbsolute`). */
  readonly change: number;
}

/** Whether he could have come back and chose not to: on his feet and awake. */
function onHisFeet(c: RingMasterCorner): boolean {
  return !c.out && POSITION_CATEGORY[c.position] !== "fallen";
}

function finishMethod(method: string, detail: string | undefined): FinishMethod {
  switch (method) {
    case "pinfall":
    case "submission":
    case "knockout":
    case "disqualification":
    case "count-out":
    case "escape":
      return method;
    default:
      return detail === "double count-out" ? "count-out" : "draw";
  }
}

/**
 * The Prestige of a finished match for `player`'s legal man (or, in a tag match, his partner with
 * `who: "partner"`); `null` while the match goes on.
 * Ringside's completion (`completion.md` › 13).
 *
 * @example
 * const report = prestigeFromMatch(finalState, "red");
 * report?.change; // e.g. 2 for a clean win with nothing else
 */
export function prestigeFromMatch(
  s: RingMasterState,
  player: RingMasterPlayer,
  who: "legal" | "partner" = "legal",
): MatchPrestigeReport | null {
  const r = s.result;
  if (r === null) return null;
  const c = who === "partner" ? s.tag?.partners[player] : s.corners[player];
  if (c === undefined) return null;
  const result = r.winner === null ? "draw" : r.winner === player ? "win" : "loss";
  const method = finishMethod(r.method, r.detail);
  const countedOut = method === "count-out" && who === "legal" && result !== "win";
  const engineered = countedOut && onHisFeet(c);
  const record: MatchPrestige = { result, method, spots: 0, crowd: 0, illegalSeen: 0, engineered };
  return { ...record, change: matchPrestige(record) + c.prestigeGained };
}
