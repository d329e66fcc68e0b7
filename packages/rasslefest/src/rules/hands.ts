/**
 * Setup and the hand limit: each wrestler holds his cards in hand (five after every draw). Cards
 * leave a hand one copy at a time and enter it at its end; the hand's kinds are kept as counts
 * and a mask for the legal-move lists. Docs: /rasslefest/rules#setup.
 */
import { takeCard } from "@ringside/core";
import { cardAt } from "../codes.js";
import { HAND, HELD, type Draft } from "../draft.js";
import { kindOfCard } from "./facts.js";

const CAP = 80;

/** Takes one copy of card `c` out of the hand of `p` (`CARD_NOT_FOUND` when it is not there). */
export function take(d: Draft, p: number, c: number): void {
  const m = d.m;
  const base = HAND + p * CAP;
  const n = p === 0 ? d.h0 : d.h1;
  let i = 0;
  while (i < n && m[base + i] !== c) i++;
  if (i === n) takeCard(d.handOf(p), cardAt(c));
  for (; i < n - 1; i++) m[base + i] = m[base + i + 1] as number;
  const k = kindOfCard(c);
  const at = HELD + p * 32 + k;
  const left = (m[at] as number) - 1;
  m[at] = left;
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
  const at = HELD + p * 32 + k;
  m[at] = (m[at] as number) + 1;
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
