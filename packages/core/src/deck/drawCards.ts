import type { DiceSource } from "../dice/DiceSource.js";
import { deckArgument, type DeckState } from "./DeckState.js";
import { badArgument, diceArgument, intArgument } from "../errors/arguments.js";
import { describe, isRecord } from "../errors/guards.js";
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
 *
 * @throws RingsideError `INVALID_ARGUMENT` when `deck` is not a deck state, `count` not a whole number
 * from 0 up, `dice` not a dice source, or `options` not `{ keepOut?, reshuffle? }`.
 */
export function drawCards<C>(
  deck: DeckState<C>,
  count: number,
  dice: DiceSource,
  options: DrawOptions<C> = {},
): DrawResult<C> {
  deckArgument("drawCards", deck);
  intArgument("drawCards", "count", count, 0, Number.MAX_SAFE_INTEGER);
  diceArgument("drawCards", dice);
  drawOptionsArgument("drawCards", options);
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

/** Checks {@link DrawOptions}: a plain object with an optional function and an optional boolean. Internal to core. */
export function drawOptionsArgument(fn: string, options: unknown): void {
  if (
    !isRecord(options) ||
    (options.keepOut !== undefined && typeof options.keepOut !== "function") ||
    (options.reshuffle !== undefined && typeof options.reshuffle !== "boolean")
  ) {
    badArgument(
      fn,
      "options",
      `expected { keepOut?: function, reshuffle?: boolean }, got ${describe(options)}`,
    );
  }
}
