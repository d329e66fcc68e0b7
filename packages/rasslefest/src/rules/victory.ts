/**
 * Victory: a match ends by the referee's count (see `cover.ts`), by a draw when the energy left in
 * the game falls to four or less, by the time limit or by a disqualification (Advanced Rules). The
 * end of a title match says who holds the belt (Championship Matches: only a pinfall moves it).
 * Docs: /rasslefest/rules#victory.
 */
import type { MatchResult } from "@ringside/core";
import type { Draft } from "../draft.js";
import type { RasslePlayer } from "../types.js";

/** Ends the match with `result`. */
export function end(d: Draft, result: MatchResult<RasslePlayer>): void {
  d.result = result;
  d.phase = { kind: "over" };
  // The shape reports the end itself (its one terminal event, "match-over").
  const champion = d.options.champion;
  if (d.events === null || champion === null) return;
  const changed = result.winner !== null && result.winner !== champion && result.method === "pinfall";
  d.events.push({
    type: "title",
    champion: changed && result.winner !== null ? result.winner : champion,
    changed,
  });
}

/** The draw when total energy falls to four or below; true when the match is over (for any reason). */
export function checkDrawByEnergy(d: Draft): boolean {
  if (d.result === null && d.energy.a + d.energy.b <= 4) {
    end(d, { winner: null, method: "draw", detail: "total energy fell to four or below" });
    return true;
  }
  return d.result !== null;
}
