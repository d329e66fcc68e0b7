/**
 * Setup and the hand limit: each wrestler holds his cards in hand (five after every draw). Cards
 * leave a hand one copy at a time and enter it at its end; the hand's kinds are kept as counts
 * and a mask for the legal-move lists. Docs: /rasslefest/rules#setup.
 */
import { takeCard } from "@ringside/core";
import { cardAt } from "../codes.js";
import type { CardId } from "../cards.js";
import type { Draft } from "../draft.js";
import { CAP, HAND, HELD, cardOfState, handCard, heldOf } from "../layout.js";
import type { RasslePlayer } from "../types.js";
import { kindOfCard } from "./facts.js";

/** Takes one copy of card `c` out of the hand of `p` (`CARD_NOT_FOUND` when it is not there). */
export function take(d: Draft, p: number, c: number): void {
  const m = d.m;
  const base = HAND + p * CAP;
  const n = p === 0 ? d.h0 : d.h1;
  let i = 0;
  while (i < n && m[base + i] !== c) i++;
  if (i === n) takeCard(handOf(d, p), cardAt(c));
  for (; i < n - 1; i++) m[base + i] = handCard(d, p, i + 1);
  const k = kindOfCard(c);
  const left = heldOf(d, p, k) - 1;
  m[HELD + p * 32 + k] = left;
  if (p === 0) {
    d.h0--;
    if (left === 0) d.km0 &= ~(1 << k);
  } else {
    d.h1--;
    if (left === 0) d.km1 &= ~(1 << k);
  }
}

/** Puts card `c` at the end of the hand of `p`. */
export function addToHand(d: Draft, p: number, c: number): void {
  const m = d.m;
  const k = kindOfCard(c);
  m[HELD + p * 32 + k] = heldOf(d, p, k) + 1;
  if (p === 0) {
    m[HAND + d.h0++] = c;
    d.km0 |= 1 << k;
  } else {
    m[HAND + CAP + d.h1++] = c;
    d.km1 |= 1 << k;
  }
}

/** How many cards the hand of `p` holds. */
export const handSize = (d: Draft, p: number): number => (p === 0 ? d.h0 : d.h1);

/** The hand of `p` as card ids (its JSON form). */
export function handOf(d: Draft, p: number): CardId[] {
  const n = handSize(d, p);
  const out = new Array<CardId>(n);
  for (let i = 0; i < n; i++) out[i] = cardAt(handCard(d, p, i));
  return out;
}

/** Writes both hands of a JSON state into the working copy (then {@link countHands}). */
export function loadHands(d: Draft, hands: Readonly<Record<RasslePlayer, readonly CardId[]>>): void {
  const m = d.m;
  hands.a.forEach((c, i) => (m[HAND + i] = cardOfState(c)));
  d.h0 = hands.a.length;
  hands.b.forEach((c, i) => (m[HAND + CAP + i] = cardOfState(c)));
  d.h1 = hands.b.length;
}

/** Recounts the kinds of both hands (counts at `HELD`, masks `km0`, `km1`) after the hands were written. */
export function countHands(d: Draft): void {
  const m = d.m;
  m.fill(0, HELD, HELD + 64);
  const masks = [0, 0];
  for (let p = 0; p < 2; p++) {
    for (let i = 0; i < handSize(d, p); i++) {
      const k = kindOfCard(handCard(d, p, i));
      m[HELD + p * 32 + k] = heldOf(d, p, k) + 1;
      masks[p]! |= 1 << k;
    }
  }
  d.km0 = masks[0]!;
  d.km1 = masks[1]!;
}
