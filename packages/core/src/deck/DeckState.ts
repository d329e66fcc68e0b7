import { badArgument, isArray } from "../errors/arguments.js";
import { describe, isIntIn, isRecord } from "../errors/guards.js";

/**
 * A deck as plain JSON data. Cards are identified by value (use card ids such as numbers or
 * strings); the top of each pile is index 0. Hands belong to the game, not to the deck.
 */
export interface DeckState<C> {
  /** Face-down cards still to draw, top first. */
  readonly drawPile: readonly C[];
  /** Played and discarded cards, most recent first. */
  readonly discardPile: readonly C[];
  /** Cards out of the game for good: never reshuffled. */
  readonly removed: readonly C[];
  /** How many times the discard pile has been shuffled back into the draw pile. */
  readonly reshuffles: number;
}

/**
 * Checks that `deck` has the shape of a {@link DeckState} (three piles that are arrays and a whole
 * number of reshuffles), else `INVALID_ARGUMENT`. Internal to core.
 */
export function deckArgument(fn: string, deck: unknown): void {
  if (
    !isRecord(deck) ||
    !isArray(deck.drawPile) ||
    !isArray(deck.discardPile) ||
    !isArray(deck.removed) ||
    !isIntIn(deck.reshuffles, 0, Number.MAX_SAFE_INTEGER)
  ) {
    badArgument(fn, "deck", `expected { drawPile, discardPile, removed, reshuffles }, got ${describe(deck)}`);
  }
}
