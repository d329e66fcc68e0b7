/** Which cards may be played where and when: the legal moves of each phase. */
import { cardKind, isStrike, kindOf, type CardId, type CardKind } from "./cards.js";
import type { ChainLink, RassleMove, RasslePlayer, RassleState, RingLocation } from "./types.js";

/** The other wrestler. */
export const opponent = (p: RasslePlayer): RasslePlayer => (p === "a" ? "b" : "a");

/** True when `energy` lies in the card's window (minimum, and maximum when it has one). */
export function energyAllows(k: CardKind, energy: number): boolean {
  return energy >= k.minEnergy && (k.maxEnergy === null || energy <= k.maxEnergy);
}

/**
 * True when `k` is an attack that may be made at `location` with `energy`: Basic Attacks only in
 * the ring; High Risk by their own placement (only top-rope moves from the top rope).
 */
export function strikeAllowed(k: CardKind, location: RingLocation, energy: number): boolean {
  if (!isStrike(k) || !energyAllows(k, energy)) return false;
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

/** True when counteraction `k` may answer `link` (its target, placement and energy). */
export function counterAllowed(k: CardKind, link: ChainLink, isAttack: boolean, energy: number): boolean {
  if (k.category !== "counteraction" || !energyAllows(k, energy)) return false;
  if (k.special === "big-rally") return true;
  if (!isAttack) return k.special === "reversal";
  if (k.where === "ring" && link.location !== "ring") return false;
  const target = cardKind(link.kind).category;
  return k.counters === "any" || k.counters === target;
}

const uniqueByKind = (cards: readonly CardId[]): CardId[] => {
  const seen = new Set<string>();
  const out: CardId[] = [];
  for (const c of cards) {
    const k = kindOf(c);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(c);
    }
  }
  return out;
};

const discards = (hand: readonly CardId[]): RassleMove[] =>
  uniqueByKind(hand).map((card) => ({ type: "discard", card }));

const bigRallies = (hand: readonly CardId[], energy: number): RassleMove[] =>
  uniqueByKind(hand)
    .filter((c) => {
      const k = cardKind(c);
      return k.special === "big-rally" && energyAllows(k, energy);
    })
    .map((card) => ({ type: "play", card }));

/** The controller's options at the start of (or on going again in) a Control round. */
export function leadMoves(state: RassleState, player: RasslePlayer): RassleMove[] {
  const hand = uniqueByKind(state.hands[player]);
  const energy = state.energy[player];
  const out: RassleMove[] = [];
  for (const card of hand) {
    const k = cardKind(card);
    if (strikeAllowed(k, "ring", energy)) out.push({ type: "play", card });
    else if (k.special === "taunt" && energyAllows(k, energy)) out.push({ type: "play", card });
    else if (k.special === "change-location" && energyAllows(k, energy)) {
      for (const to of ["outside", "top-rope"] as const) {
        if (hand.some((c) => c !== card && strikeAllowed(cardKind(c), to, energy)))
          out.push({ type: "go", card, to });
      }
    }
  }
  const hold = state.hold;
  if (hold !== null && hold.holder === player && energyAllows(cardKind(hold.kind), energy)) {
    out.push({ type: "hold", discard: null });
    for (const card of hand) out.push({ type: "hold", discard: card });
  }
  const able = out.length > 0;
  out.push(...bigRallies(hand, energy));
  if (!able) out.push(...discards(hand));
  return out;
}

/** The attack that follows a location card (placed) or a Big Rally (free: no requirement). */
export function followupMoves(
  state: RassleState,
  player: RasslePlayer,
  location: RingLocation,
  free: boolean,
): RassleMove[] {
  const energy = state.energy[player];
  return uniqueByKind(state.hands[player])
    .filter((c) => {
      const k = cardKind(c);
      return free ? isStrike(k) : strikeAllowed(k, location, energy);
    })
    .map((card) => ({ type: "play", card }));
}

/** Answers to the last link of a chain: a fitting counteraction, a Big Rally, or accepting. */
export function respondMoves(
  state: RassleState,
  player: RasslePlayer,
  chain: readonly ChainLink[],
): RassleMove[] {
  const top = chain[chain.length - 1];
  const out: RassleMove[] = [];
  if (top !== undefined) {
    const energy = state.energy[player];
    for (const card of uniqueByKind(state.hands[player])) {
      if (counterAllowed(cardKind(card), top, chain.length === 1, energy)) out.push({ type: "play", card });
    }
  }
  out.push({ type: "accept" });
  return out;
}

/** Basic Attacks a wrestler may throw now (retaliation, answer to a discard, No Control reveal). */
function basicMoves(state: RassleState, player: RasslePlayer): RassleMove[] {
  const energy = state.energy[player];
  return uniqueByKind(state.hands[player])
    .filter((c) => {
      const k = cardKind(c);
      return k.category === "basic" && strikeAllowed(k, state.location, energy);
    })
    .map((card) => ({ type: "play", card }));
}

/** After taking a controller's attack, or after the controller discarded. */
export function retaliateMoves(state: RassleState, player: RasslePlayer): RassleMove[] {
  return [...basicMoves(state, player), ...discards(state.hands[player]), { type: "accept" }];
}

/** A No Control reveal: a Basic Attack, a counteraction against Basic Attacks, or a discard. */
export function revealMoves(state: RassleState, player: RasslePlayer): RassleMove[] {
  const energy = state.energy[player];
  const out = basicMoves(state, player);
  for (const card of uniqueByKind(state.hands[player])) {
    const k = cardKind(card);
    if (
      k.category === "counteraction" &&
      k.special !== "big-rally" &&
      (k.counters === "any" || k.counters === "basic") &&
      energyAllows(k, energy)
    ) {
      out.push({ type: "play", card });
    }
  }
  out.push(...bigRallies(state.hands[player], energy), ...discards(state.hands[player]));
  return out;
}

/** A covered wrestler: one of the three saving cards (Reach for the Ropes only in the ring), or the count. */
export function coverMoves(state: RassleState, player: RasslePlayer, location: RingLocation): RassleMove[] {
  const out: RassleMove[] = [];
  for (const card of uniqueByKind(state.hands[player])) {
    if (isSavingCard(card, location)) out.push({ type: "play", card });
  }
  out.push({ type: "accept" });
  return out;
}

/** True for a card that saves a covered wrestler at `location`. */
export function isSavingCard(card: CardId, location: RingLocation): boolean {
  const k = kindOf(card);
  return (
    k === "big-rally" || k === "referee-distracted" || (k === "reach-for-the-ropes" && location === "ring")
  );
}
