import type { DiceSource } from "../dice/DiceSource.js";
import type { DeckState } from "./DeckState.js";
import { arrayArgument } from "../errors/arguments.js";
import { shuffle } from "./shuffle.js";

/**
 * A new deck holding `cards`, shuffled with the dice source.
 *
 * @throws RingsideError `INVALID_ARGUMENT` when `cards` is not an array or `dice` not a dice source.
 */
export function createDeck<C>(cards: readonly C[], dice: DiceSource): DeckState<C> {
  return { drawPile: shuffle(cards, dice), discardPile: [], removed: [], reshuffles: 0 };
}

/**
 * A new deck in exactly the given order (top first): for tests and published examples.
 *
 * @throws RingsideError `INVALID_ARGUMENT` when `cards` is not an array.
 */
export function stackedDeck<C>(cards: readonly C[]): DeckState<C> {
  arrayArgument("stackedDeck", "cards", cards);
  return { drawPile: [...cards], discardPile: [], removed: [], reshuffles: 0 };
}
