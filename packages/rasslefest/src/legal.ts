/**
 * The legality rules for callers who hold JSON cards: thin views of the rules in `./rules/` (one
 * definition each).
 */
import { findKind, type CardId, type CardKind } from "./cards.js";
import { strikeOk } from "./rules/basicVsHighRisk.js";
import { counterOk } from "./rules/counteractions.js";
import { isSave } from "./rules/cover.js";
import { energyFits } from "./rules/facts.js";
import type { ChainLink, RingLocation } from "./types.js";

export { opponent } from "./draft.js";

/** True when `energy` lies in the card's window (minimum, and maximum when it has one). */
export const energyAllows = (k: CardKind, energy: number): boolean => energyFits(k, energy);

/**
 * True when `k` is an attack that may be made at `location` with `energy`: Basic Attacks only in
 * the ring; High Risk by their own placement (only top-rope moves from the top rope).
 */
export const strikeAllowed = (k: CardKind, location: RingLocation, energy: number): boolean =>
  strikeOk(k, location, energy);

/** True when counteraction `k` may answer `link` (its target, placement and energy). */
export function counterAllowed(k: CardKind, link: ChainLink, isAttack: boolean, energy: number): boolean {
  const target = findKind(link.kind);
  return target !== undefined && counterOk(k, target.category, link.location === "ring", isAttack, energy);
}

/** True for a card that saves a covered wrestler at `location`. */
export const isSavingCard = (card: CardId, location: RingLocation): boolean => isSave(card, location);
