/**
 * The legality rules for callers who hold JSON cards: thin views of the rules in `./rules/`
 * (one definition each, by kind index).
 */
import { kindOf, type CardId, type CardKind } from "./cards.js";
import { kindIndexOf, locationIndex } from "./codes.js";
import { strikeOk } from "./rules/basicVsHighRisk.js";
import { counterOk } from "./rules/counteractions.js";
import { categoryOf, energyFits } from "./rules/facts.js";
import type { ChainLink, RasslePlayer, RingLocation } from "./types.js";

/** The other wrestler. */
export const opponent = (p: RasslePlayer): RasslePlayer => (p === "a" ? "b" : "a");

/** True when `energy` lies in the card's window (minimum, and maximum when it has one). */
export function energyAllows(k: CardKind, energy: number): boolean {
  const i = kindIndexOf(k.id);
  return i >= 0 && energyFits(i, energy);
}

/**
 * True when `k` is an attack that may be made at `location` with `energy`: Basic Attacks only in
 * the ring; High Risk by their own placement (only top-rope moves from the top rope).
 */
export function strikeAllowed(k: CardKind, location: RingLocation, energy: number): boolean {
  const i = kindIndexOf(k.id);
  return i >= 0 && strikeOk(i, locationIndex(location), energy);
}

/** True when counteraction `k` may answer `link` (its target, placement and energy). */
export function counterAllowed(k: CardKind, link: ChainLink, isAttack: boolean, energy: number): boolean {
  const i = kindIndexOf(k.id);
  const target = kindIndexOf(link.kind);
  return (
    i >= 0 && target >= 0 && counterOk(i, categoryOf(target), link.location === "ring", isAttack, energy)
  );
}

/** True for a card that saves a covered wrestler at `location`. */
export function isSavingCard(card: CardId, location: RingLocation): boolean {
  const k = kindOf(card);
  return (
    k === "big-rally" || k === "referee-distracted" || (k === "reach-for-the-ropes" && location === "ring")
  );
}
