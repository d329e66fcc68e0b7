import type { DiceSource } from "../dice/DiceSource.js";
import type { DeckState } from "./DeckState.js";
import { drawCards, type DrawOptions } from "./drawCards.js";

/** What {@link drawUpTo} gives back. */
export interface DrawUpToResult<C> {
  readonly deck: DeckState<C>;
  readonly hand: readonly C[];
  readonly drawn: readonly C[];
  readonly reshuffled: number;
}

/** Draws until `hand` holds `limit` cards (or the cards run out); a fuller hand is left alone. */
export function drawUpTo<C>(
  deck: DeckState<C>,
  hand: readonly C[],
  limit: number,
  dice: DiceSource,
  options: DrawOptions<C> = {},
): DrawUpToResult<C> {
  const need = Math.max(0, limit - hand.length);
  const result = drawCards(deck, need, dice, options);
  return {
    deck: result.deck,
    hand: [...hand, ...result.cards],
    drawn: result.cards,
    reshuffled: result.reshuffled,
  };
}
