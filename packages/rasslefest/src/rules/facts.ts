/**
 * Cards in the Deck: the facts the rules read of a card (energy window, category, placement,
 * damage, control, what a counteraction answers) come from the card table in `../cards.ts`, by the
 * card's name. Docs: /rasslefest/cards.
 */
import { cardKind, isStrike, type CardId, type CardKind } from "../cards.js";

/** The kind of a card of the deck, with its printed facts. */
export const kindOfCard = (card: CardId): CardKind => cardKind(card);

/** True when `energy` lies in the card's window (its minimum, and its maximum when it has one). */
export const energyFits = (k: CardKind, energy: number): boolean =>
  energy >= k.minEnergy && (k.maxEnergy === null || energy <= k.maxEnergy);

/** True for an attack on the other wrestler (neither a counteraction, a Taunt nor the trip card). */
export const isStrikeKind = (k: CardKind): boolean => isStrike(k);

/** True for a "zero card" (its minimum energy is 0): one among the referee's three cards saves. */
export const isZeroKind = (k: CardKind): boolean => k.minEnergy === 0;
