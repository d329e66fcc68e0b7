/**
 * Victory: a match ends by the referee's count (see `cover.ts`), by a draw when the energy left in
 * the game falls to four or less, by the time limit or by a disqualification (Advanced Rules). The
 * end of a title match says who holds the belt (Championship Matches: only a pinfall moves it).
 * Docs: /rasslefest/rules#victory.
 */
import type { MatchResult } from "@ringside/core";
import type { Draft } from "../draft.js";
import { PH_OVER } from "../layout.js";
import type { RasslePlayer } from "../types.js";
import { seat } from "./facts.js";

/** Ends the match with `result`. */
export function end(d: Draft, result: MatchResult<RasslePlayer>): void {
  d.result = result;
  d.ph = PH_OVER;
  const ev = d.events;
  // The shape reports the end itself (its one terminal event, "match-over").
  if (ev === null) return;
  if (d.champion >= 0) {
    const champ = seat(d.champion);
    const changed = result.winner !== null && result.winner !== champ && result.method === "pinfall";
    ev.push({ type: "title", champion: changed && result.winner !== null ? result.winner : champ, changed });
  }
}

/** The draw when total energy falls to four or below; true when the match is over (for any reason). */
export function checkDrawByEnergy(d: Draft): boolean {
  if (d.result === null && d.e0 + d.e1 <= 4) {
    end(d, { winner: null, method: "draw", detail: "total energy fell to four or below" });
    return true;
  }
  return d.result !== null;
}
