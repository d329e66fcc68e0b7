/**
 * Cards and Basic vs. High Risk Attacks: a card needs its Minimum (and, for desperation moves, at
 * most its Maximum) Energy; Basic Attacks only in the ring; High Risk Attacks where they say (any
 * place but the top rope, the ring, outside, or only the top rope). Docs: /rasslefest/rules#cards.
 */
import type { CardKind } from "../cards.js";
import type { RingLocation } from "../types.js";
import { energyFits, isStrikeKind } from "./facts.js";

/** True when `k` is an attack that may be made at `location` with `energy`. */
export function strikeOk(k: CardKind, location: RingLocation, energy: number): boolean {
  if (!isStrikeKind(k) || !energyFits(k, energy)) return false;
  if (k.category === "basic") return location === "ring";
  switch (k.where) {
    case "any":
      return location !== "top-rope";
    case "ring":
      return location === "ring";
    case "outside":
      return location === "outside";
    case "top-rope":
      return location === "top-rope";
    default:
      return false;
  }
}

/** True when `k` is a Basic Attack that may be thrown at `location` with `energy`. */
export const basicOk = (k: CardKind, location: RingLocation, energy: number): boolean =>
  k.category === "basic" && strikeOk(k, location, energy);
