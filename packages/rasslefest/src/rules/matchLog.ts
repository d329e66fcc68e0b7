/**
 * Match Ratings need to know how a match went: each wrestler's last three offensive moves (attacks
 * on the other wrestler: not a Taunt, not the trip card), the plays of the round (a Taunt before
 * the last move) and the last attack that landed. Docs: /rasslefest/federation#match-ratings.
 */
import type { CardKind, CardKindId } from "../cards.js";
import type { Draft } from "../draft.js";
import type { RasslePlayer } from "../types.js";
import { isStrikeKind } from "./facts.js";

/** Notes that `p` played a card of kind `kind` this round. */
export function notePlay(d: Draft, p: RasslePlayer, kind: CardKindId): void {
  d.log.roundPlays.push({ player: p, kind });
}

/** Notes an attack of kind `k` by `p` among his last three offensive moves (others are ignored). */
export function noteOffense(d: Draft, p: RasslePlayer, k: CardKind): void {
  if (!isStrikeKind(k)) return;
  const offense = d.log.offense[p];
  if (offense.length === 3) offense.shift();
  offense.push(k.id);
}

/** Records the last hit: a Taunt of its player earlier in the round counts for the ratings. */
export function noteHit(d: Draft, by: RasslePlayer, k: CardKind, reversal: boolean): void {
  const plays = d.log.roundPlays;
  // The round's last play is the one that hit (or the counter that turned it): only those before count.
  let tauntBefore = false;
  for (let i = 0; i < plays.length - 1; i++) {
    const play = plays[i];
    if (play !== undefined && play.player === by && play.kind === "taunt") tauntBefore = true;
  }
  d.log.lastHit = { by, kind: k.id, reversal, minEnergy: k.minEnergy, tauntBefore };
}
