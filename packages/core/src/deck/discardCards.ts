import type { DeckState } from "./DeckState.js";

/** Puts cards on top of the discard pile (the last one given ends on top). */
export function discardCards<C>(deck: DeckState<C>, cards: readonly C[]): DeckState<C> {
  return { ...deck, discardPile: [...[...cards].reverse(), ...deck.discardPile] };
}
