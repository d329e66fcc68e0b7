import type { DiceSource } from "../dice/DiceSource.js";
import type { DeckState } from "./DeckState.js";
import { shuffle } from "./shuffle.js";

/** Options for {@link drawCards}. */
export interface DrawOptions<C> {
  /**
   * Called when the draw pile runs out: cards for which it returns true leave the game instead of
   * being shuffled back in.
   */
  readonly keepOut?: (card: C) => boolean;
  /** When false, an empty draw pile is not refilled from the discards. Default true. */
  readonly reshuffle?: boolean;
}

/** What {@link drawCards} gives back. */
export interface DrawResult<C> {
  readonly deck: DeckState<C>;
  /** The cards drawn, in order; fewer than asked when deck and discards are both exhausted. */
  readonly cards: readonly C[];
  /** How many reshuffles this draw caused. */
  readonly reshuffled: number;
}

/**
 * Draws `count` cards from the top. When the draw pile is empty, the discard pile is shuffled
 * into a new draw pile (counted in `reshuffles`) and drawing goes on.
 */
export function drawCards<C>(
  deck: DeckState<C>,
  count: number,
  dice: DiceSource,
  options: DrawOptions<C> = {},
): DrawResult<C> {
  let drawPile = [...deck.drawPile];
  let discardPile = [...deck.discardPile];
  let removed = deck.removed;
  let reshuffles = deck.reshuffles;
  const cards: C[] = [];
  while (cards.length < count) {
    if (drawPile.length === 0) {
      if (options.reshuffle === false || discardPile.length === 0) break;
      const keepOut = options.keepOut;
      const back = keepOut === undefined ? discardPile : discardPile.filter((c) => !keepOut(c));
      if (keepOut !== undefined) removed = [...removed, ...discardPile.filter((c) => keepOut(c))];
      drawPile = shuffle(back, dice);
      discardPile = [];
      reshuffles++;
      if (drawPile.length === 0) break;
    }
    cards.push(drawPile.shift() as C);
  }
  return {
    deck: { drawPile, discardPile, removed, reshuffles },
    cards,
    reshuffled: reshuffles - deck.reshuffles,
  };
}
