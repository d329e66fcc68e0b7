/**
 * Victory: the cover. A High Risk Attack (or its reversal) that leaves a wrestler at zero brings
 * the cover; no card is needed for it. A covered wrestler holding a save he may use there (Big
 * Rally, Referee Distracted, or Reach for the Ropes in the ring) must play it; one without lets the
 * referee count: three cards straight to the discard pile, and a zero card among them saves him.
 * Docs: /rasslefest/rules#victory.
 */
import { cardKind, kindOf, type CardId } from "../cards.js";
import { opponent, type Draft, type Table } from "../draft.js";
import { playOf } from "../moves.js";
import type { RassleMove, RasslePlayer, RingLocation } from "../types.js";
import { playBigRally } from "./bigRally.js";
import { energyEvent, transfer } from "./damage.js";
import { isZeroKind } from "./facts.js";
import { oneOfEachKind } from "./hands.js";
import { endRound } from "./round.js";
import { drawOne, mayReshuffle, pushDiscard, putInPlay } from "./shuffling.js";
import { end } from "./victory.js";

/** True for a card that saves a covered wrestler at `location` (Reach for the Ropes only in the ring). */
export function isSave(card: CardId, location: RingLocation): boolean {
  const k = kindOf(card);
  return (
    k === "big-rally" || k === "referee-distracted" || (k === "reach-for-the-ropes" && location === "ring")
  );
}

/** The covered wrestler's moves: one of his saving cards (none: the count follows). */
export function coverMoves(t: Table, p: RasslePlayer, location: RingLocation): RassleMove[] {
  const out: RassleMove[] = [];
  for (const { card } of oneOfEachKind(t.hands[p])) if (isSave(card, location)) out.push(playOf(card));
  return out;
}

/** The cover of `victim`, where he lies: he must save himself, or the referee counts. */
export function cover(d: Draft, victim: RasslePlayer, location: RingLocation): void {
  d.events?.push({ type: "cover", player: victim });
  d.log.finish = d.log.lastHit;
  d.phase = d.hands[victim].some((c) => isSave(c, location))
    ? { kind: "cover", player: victim, location }
    : { kind: "count", player: victim };
}

/** The referee's count: three cards straight to the discard pile; a zero card among them saves. */
export function count(d: Draft, victim: RasslePlayer): void {
  const allowed = mayReshuffle(d);
  // All three are turned before any lies on the discard pile (a reshuffle between them takes none).
  const cards: CardId[] = [];
  while (cards.length < 3) {
    const card = drawOne(d, allowed);
    if (card === null) break;
    cards.push(card);
  }
  for (const card of cards) pushDiscard(d, card);
  const saved = cards.some((c) => isZeroKind(cardKind(c)));
  d.events?.push({ type: "count", player: victim, cards, saved });
  if (saved) {
    d.log.finish = null;
    endRound(d);
  } else if (cards.length < 3 && d.options.timeLimit !== null) {
    end(d, { winner: null, method: "time-limit", detail: "the deck ran out during the count" });
  } else {
    end(d, { winner: opponent(victim), method: "pinfall", detail: "the referee counted three" });
  }
}

/** The covered wrestler `p` plays his save `card` where he lies. */
export function onCover(d: Draft, p: RasslePlayer, card: CardId, location: RingLocation): void {
  const k = kindOf(card);
  d.log.finish = null;
  d.events?.push({ type: "saved", player: p, kind: k });
  if (k === "big-rally") {
    playBigRally(d, p, card, true, location, "save");
    return;
  }
  putInPlay(d, p, card);
  d.events?.push({ type: "played", player: p, kind: k, location, role: "save" });
  transfer(d, opponent(p), 1, false);
  energyEvent(d);
  // The save is the last card played: its marker sets control, and a Big Rally's claim earlier in
  // the round (its free attack caused this cover) lapses.
  d.nextControl = k === "referee-distracted" ? p : null;
  d.rally = null;
  endRound(d);
}
