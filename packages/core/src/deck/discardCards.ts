import { deckArgument, type DeckState } from "./DeckState.js";
import { arrayArgument } from "../errors/arguments.js";

/**
 * Puts cards on top of the discard pile (the last one given ends on top).
 *
 * @throws RingsideError `INVALID_ARGUMENT` when `deck` is not a deck state or `cards` not an array.
 */
export function discardCards<C>(deck: DeckState<C>, cards: readonly C[]): DeckState<C> {
  deckArgument("discardCards", deck);
  arrayArgument("discardCards", "cards", cards);
  return { ...deck, discardPile: [...[...cards].reverse(), ...deck.discardPile] };
}
