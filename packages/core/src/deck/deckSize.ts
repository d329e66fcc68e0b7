import type { DeckState } from "./DeckState.js";

/** Cards the deck accounts for: draw pile, discards and removed cards. */
export function deckSize<C>(deck: DeckState<C>): number {
  return deck.drawPile.length + deck.discardPile.length + deck.removed.length;
}
