import type { DeckState } from "./DeckState.js";

/** Takes cards out of the game for good: they will never be reshuffled. */
export function removeCards<C>(deck: DeckState<C>, cards: readonly C[]): DeckState<C> {
  return { ...deck, removed: [...deck.removed, ...cards] };
}
