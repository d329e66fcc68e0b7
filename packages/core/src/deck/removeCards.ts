import { deckArgument, type DeckState } from "./DeckState.js";
import { arrayArgument } from "../errors/arguments.js";

/**
 * Takes cards out of the game for good: they will never be reshuffled.
 *
 * @throws RingsideError `INVALID_ARGUMENT` when `deck` is not a deck state or `cards` not an array.
 */
export function removeCards<C>(deck: DeckState<C>, cards: readonly C[]): DeckState<C> {
  deckArgument("removeCards", deck);
  arrayArgument("removeCards", "cards", cards);
  return { ...deck, removed: [...deck.removed, ...cards] };
}
