/**
 * Setup and the hand limit: each wrestler holds his cards in hand (five after every draw). Cards
 * leave a hand one copy at a time and enter it at its end. Copies of a kind play alike, so a legal
 * list offers each kind once: its first copy in the hand. Docs: /rasslefest/rules#setup.
 */
import { takeCard } from "@ringside/core";
import { cardKind, type CardId, type CardKind } from "../cards.js";
import type { Draft } from "../draft.js";
import type { RasslePlayer } from "../types.js";

/** Takes one copy of `card` out of the hand of `p` (`CARD_NOT_FOUND` when it is not there). */
export function take(d: Draft, p: RasslePlayer, card: CardId): void {
  const hand = d.hands[p];
  const i = hand.indexOf(card);
  if (i < 0) takeCard(hand, card);
  // The cards after it move up one place.
  for (let j = i; j < hand.length - 1; j++) hand[j] = hand[j + 1] as CardId;
  hand.pop();
}

/** Puts `card` at the end of the hand of `p`. */
export function addToHand(d: Draft, p: RasslePlayer, card: CardId): void {
  d.hands[p].push(card);
}

/** A card a legal list may offer: the first copy of its kind in the hand, with the kind's facts. */
export interface HeldKind {
  readonly card: CardId;
  readonly kind: CardKind;
}

/** The first copy of each kind in `hand`, in hand order, each with its kind. */
export function oneOfEachKind(hand: readonly CardId[]): HeldKind[] {
  const out: HeldKind[] = [];
  for (const card of hand) {
    const kind = cardKind(card);
    if (!hasKind(out, kind)) out.push({ card, kind });
  }
  return out;
}

/** True when `held` already offers a card of `kind`. */
function hasKind(held: readonly HeldKind[], kind: CardKind): boolean {
  for (const h of held) if (h.kind === kind) return true;
  return false;
}
