import { RingsideError } from "../errors/RingsideError.js";
import { describe } from "../errors/guards.js";
import { arrayArgument, stringArgument } from "../errors/arguments.js";

/**
 * Removes one copy of `card` from a list (a hand, a pile) and returns the rest. Throws
 * `CARD_NOT_FOUND` naming the card and the list when it is not there.
 *
 * @throws RingsideError `INVALID_ARGUMENT` when `cards` is not an array or `where` not text.
 */
export function takeCard<C>(cards: readonly C[], card: C, where = "hand"): C[] {
  arrayArgument("takeCard", "cards", cards);
  stringArgument("takeCard", "where", where);
  const index = cards.indexOf(card);
  if (index < 0) {
    throw new RingsideError("CARD_NOT_FOUND", "Card not found", [
      { path: where, message: `${describe(card)} is not in the ${where}` },
    ]);
  }
  return [...cards.slice(0, index), ...cards.slice(index + 1)];
}
