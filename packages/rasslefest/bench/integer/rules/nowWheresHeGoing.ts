/**
 * The "Now Where's He Going?" card: the controller takes the fight outside or to the top rope and
 * attacks again there (only top-rope moves from the top rope). A controller who cannot attack may
 * play it alone (option `tripAlone`): the fight moves, nothing follows, and nobody rests.
 * Docs: /rasslefest/rules#now-wheres-he-going.
 */
import {
  LOC_OUTSIDE,
  LOC_TOP,
  M_GO_OUTSIDE,
  M_GO_TOP,
  M_PLAY,
  SP_CHANGE_LOCATION,
  moveCode,
} from "../codes.js";
import type { Draft } from "../draft.js";
import { CTX_FOLLOWUP, CTX_FREE, handCard, putMove } from "../layout.js";
import { strikesAt } from "./basicVsHighRisk.js";
import { FREE } from "./bigRally.js";
import { playAttack } from "./counteractions.js";
import { energyFits, kindOfCard, specialOf } from "./facts.js";
import { E, clampE, handKinds, maskOf, putMasked, table } from "./masks.js";
import { endRound } from "./round.js";
import { LOC_RING } from "../codes.js";

/** The trip card within its window, by energy. */
const GO = table(E, (e) => maskOf((k) => specialOf(k) === SP_CHANGE_LOCATION && energyFits(k, e)));

/** The trip cards `p` may play with energy `e`, as a mask. */
export const goOk = (e: number): number => GO[clampE(e)] as number;

/**
 * Writes, from slot `n`, the trips with trip card `c` that an attack in hand (another card) could
 * follow: outside, then to the top rope. Returns the new count.
 */
export function tripCodes(d: Draft, p: number, c: number, e: number, n: number): number {
  const others = handKinds(d, p) & ~(1 << kindOfCard(c));
  if ((others & strikesAt(LOC_OUTSIDE, e)) !== 0) n = putMove(d, n, moveCode(M_GO_OUTSIDE, c));
  if ((others & strikesAt(LOC_TOP, e)) !== 0) n = putMove(d, n, moveCode(M_GO_TOP, c));
  return n;
}

/** Writes both lone trips with the hand's first trip card, from slot `n` (none without one). */
export function loneTripCodes(d: Draft, p: number, e: number, n: number): number {
  const mask = handKinds(d, p) & goOk(e);
  if (mask === 0) return n;
  const len = p === 0 ? d.h0 : d.h1;
  for (let i = 0; i < len; i++) {
    const c = handCard(d, p, i);
    if ((mask & (1 << kindOfCard(c))) === 0) continue;
    n = putMove(d, putMove(d, n, moveCode(M_GO_OUTSIDE, c)), moveCode(M_GO_TOP, c));
    break;
  }
  return n;
}

/**
 * The attack that follows a trip (placed) or a Big Rally (free: no requirement). A trip made with
 * no attack to follow (the `tripAlone` option) leaves only the lone pass.
 */
export function followupCodes(d: Draft, p: number): number {
  const mask = d.phFree ? FREE : strikesAt(d.phLoc, d.en(p));
  return putMasked(d, p, handKinds(d, p) & mask, M_PLAY, 0);
}

/** The follow-up: `c` is the attack, or -1 for a lone trip's pass. */
export function onFollowup(d: Draft, p: number, c: number): void {
  if (c >= 0) {
    playAttack(d, p, c, d.phFree ? CTX_FREE : CTX_FOLLOWUP, d.phFree ? LOC_RING : d.phLoc);
    return;
  }
  // A trip with no attack after it (the `tripAlone` option: the controller had none to make,
  // and played the card instead of discarding, as its rule's note allows). Our reading: the
  // location card carries no control marker, so it changes nothing about control; the marker that
  // put the controller in charge this round still rules and he keeps control. It was a play, not
  // a discard, so nobody rests; the other wrestler took no attack, so there is nothing to
  // retaliate against (his one chance was to answer the location card itself).
  endRound(d);
}
