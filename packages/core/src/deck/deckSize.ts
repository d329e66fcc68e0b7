import { deckArgument, type DeckState } from "./DeckState.js";

/**
 * Cards the deck accounts for: draw pile, discards and removed cards.
 *
 * @throws RingsideError `INVALID_ARGUMENT` when `deck` is not a deck state.
 */
export function deckSize<C>(deck: DeckState<C>): number {
  deckArgument("deckSize", deck);
  return deck.drawPile.length + deck.discardPile.length + deck.removed.length;
}
