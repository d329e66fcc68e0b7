import type { DiceSource } from "../dice/DiceSource.js";
import type { DeckState } from "./DeckState.js";
import { drawCards, type DrawOptions } from "./drawCards.js";
import { arrayArgument, intArgument } from "../errors/arguments.js";

/** What {@link drawUpTo} gives back. */
export interface DrawUpToResult<C> {
  readonly deck: DeckState<C>;
  readonly hand: readonly C[];
  readonly drawn: readonly C[];
  readonly reshuffled: number;
}

/**
 * Draws until `hand` holds `limit` cards (or the cards run out); a fuller hand is left alone.
 *
 * @throws RingsideError `INVALID_ARGUMENT` for a bad argument, as {@link drawCards}; also when `hand` is
 * not an array or `limit` not a whole number from 0 up.
 */
export function drawUpTo<C>(
  deck: DeckState<C>,
  hand: readonly C[],
  limit: number,
  dice: DiceSource,
  options: DrawOptions<C> = {},
): DrawUpToResult<C> {
  arrayArgument("drawUpTo", "hand", hand);
  intArgument("drawUpTo", "limit", limit, 0, Number.MAX_SAFE_INTEGER);
  const need = Math.max(0, limit - hand.length);
  const result = drawCards(deck, need, dice, options);
  return {
    deck: result.deck,
    hand: [...hand, ...result.cards],
    drawn: result.cards,
    reshuffled: result.reshuffled,
  };
}
