/**
 * Victory: the cover. A High Risk Attack (or its reversal) that leaves a wrestler at zero brings
 * the cover; no card is needed for it. A covered wrestler holding a save he may use there (Big
 * Rally, Referee Distracted, or Reach for the Ropes in the ring) must play it; one without lets the
 * referee count: three cards straight to the discard pile, and a zero card among them saves him.
 * Docs: /rasslefest/rules#victory.
 */
import { K_BIG_RALLY, K_REACH, K_REFEREE, LOC_RING, M_PLAY, cardAt } from "../codes.js";
import type { Draft } from "../draft.js";
import { PH_COUNT, PH_COVER } from "../layout.js";
import { ownDeck } from "./shuffling.js";
import { playBigRally } from "./bigRally.js";
import { energyEvent, transfer } from "./damage.js";
import { kindIdOf, kindOfCard, minEnergy, placeOf, seat } from "./facts.js";
import { bits, handKinds, putMasked, table } from "./masks.js";
import { endRound } from "./round.js";
import { drawOne, mayReshuffle, pushDiscard, putInPlay } from "./shuffling.js";
import { end } from "./victory.js";

/** The saving cards of a covered wrestler, by place (Reach for the Ropes only in the ring). */
const SAVES = table(
  3,
  (loc) => (1 << K_BIG_RALLY) | (1 << K_REFEREE) | (loc === LOC_RING ? 1 << K_REACH : 0),
);

/** How many saving cards (by kind) a covered wrestler could play at `loc` (0: the count follows). */
export const coverCount = (d: Draft, p: number, loc: number): number =>
  bits(handKinds(d, p) & (SAVES[loc] as number));

/** The covered wrestler's moves: one of his saving cards. */
export const coverCodes = (d: Draft, p: number, loc: number): number =>
  putMasked(d, p, SAVES[loc] as number, M_PLAY, 0);

/** The cover of `victim`, where he lies: he must save himself, or the referee counts. */
export function cover(d: Draft, victim: number, location: number): void {
  d.events?.push({ type: "cover", player: seat(victim) });
  d.fBy = d.lhBy;
  d.fKind = d.lhKind;
  d.fReversal = d.lhReversal;
  d.fTaunt = d.lhTaunt;
  d.phP = victim;
  if (coverCount(d, victim, location) > 0) {
    d.ph = PH_COVER;
    d.phLoc = location;
  } else d.ph = PH_COUNT;
}

/** The referee's count: three cards straight to the discard pile; a zero card among them saves. */
export function count(d: Draft, victim: number): void {
  ownDeck(d);
  const allowed = mayReshuffle(d);
  const c1 = drawOne(d, allowed);
  const c2 = c1 < 0 ? -1 : drawOne(d, allowed);
  const c3 = c2 < 0 ? -1 : drawOne(d, allowed);
  const n = c1 < 0 ? 0 : c2 < 0 ? 1 : c3 < 0 ? 2 : 3;
  let saved = false;
  for (const c of [c1, c2, c3]) {
    if (c < 0) break;
    pushDiscard(d, c);
    if (minEnergy(kindOfCard(c)) === 0) saved = true;
  }
  if (d.events !== null) {
    const cards = [c1, c2, c3].slice(0, n).map(cardAt);
    d.events.push({ type: "count", player: seat(victim), cards, saved });
  }
  if (saved) {
    d.fBy = -1;
    endRound(d);
  } else if (n < 3 && d.timeLimit >= 0) {
    end(d, { winner: null, method: "time-limit", detail: "the deck ran out during the count" });
  } else {
    end(d, { winner: seat(1 - victim), method: "pinfall", detail: "the referee counted three" });
  }
}

/** The covered wrestler `p` plays his save `c`. */
export function onCover(d: Draft, p: number, c: number): void {
  const k = kindOfCard(c);
  d.fBy = -1;
  d.events?.push({ type: "saved", player: seat(p), kind: kindIdOf(k) });
  if (k === K_BIG_RALLY) {
    playBigRally(d, p, c, true, d.phLoc, "save");
    return;
  }
  putInPlay(d, p, c);
  d.events?.push({
    type: "played",
    player: seat(p),
    kind: kindIdOf(k),
    location: placeOf(d.phLoc),
    role: "save",
  });
  transfer(d, 1 - p, 1, false);
  energyEvent(d);
  // The save is the last card played: its marker sets control, and a Big Rally's claim earlier in
  // the round (its free attack caused this cover) lapses.
  d.nextCtrl = k === K_REFEREE ? p : -1;
  d.rallyP = -1;
  endRound(d);
}
