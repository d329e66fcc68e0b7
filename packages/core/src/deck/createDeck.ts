import type { DiceSource } from "../dice/DiceSource.js";
import type { DeckState } from "./DeckState.js";
import { shuffle } from "./shuffle.js";

/** A new deck holding `cards`, shuffled with the dice source. */
export function createDeck<C>(cards: readonly C[], dice: DiceSource): DeckState<C> {
  return { drawPile: shuffle(cards, dice), discardPile: [], removed: [], reshuffles: 0 };
}

/** A new deck in exactly the given order (top first): for tests and published examples. */
export function stackedDeck<C>(cards: readonly C[]): DeckState<C> {
  return { drawPile: [...cards], discardPile: [], removed: [], reshuffles: 0 };
}
