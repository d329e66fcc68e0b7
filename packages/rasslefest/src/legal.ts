/** Which cards may be played where and when: the legal moves of each phase. */
import { allCards, cardKind, isStrike, kindOf, type CardId, type CardKind } from "./cards.js";
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

/** The legal-move lists reuse one frozen move object per card and kind of move (no allocation). */
interface CardMoves {
  readonly kind: CardKind;
  readonly play: RassleMove;
  readonly discard: RassleMove;
  readonly hold: RassleMove;
  readonly go: readonly [RassleMove, RassleMove];
}

const cardMoves = new Map<string, CardMoves>(
  allCards.map((card) => [
    card,
    Object.freeze({
      kind: cardKind(card),
      play: Object.freeze({ type: "play", card }),
      discard: Object.freeze({ type: "discard", card }),
      hold: Object.freeze({ type: "hold", discard: card }),
      go: Object.freeze([
        Object.freeze({ type: "go", card, to: "outside" }),
        Object.freeze({ type: "go", card, to: "top-rope" }),
      ] as const),
    }),
  ]),
);

const ACCEPT: RassleMove = Object.freeze({ type: "accept" });
const HOLD: RassleMove = Object.freeze({ type: "hold", discard: null });

/** The moves of a card in the deck (every card a hand can hold). */
const movesOf = (card: CardId): CardMoves => cardMoves.get(card) as CardMoves;

/** One card per kind of the hand, first copy first (copies of a kind are alike). */
function uniqueByKind(cards: readonly CardId[]): CardMoves[] {
  const out: CardMoves[] = [];
  next: for (const card of cards) {
    const m = movesOf(card);
    for (const o of out) if (o.kind === m.kind) continue next;
    out.push(m);
  }
  return out;
}

/** The state a legal-move list reads: hands, energy, location and the kept hold. */
type Table = Pick<RassleState, "hands" | "energy" | "location" | "hold">;

/** The controller's options at the start of (or on going again in) a Control round. */
export function leadMoves(state: Table, player: RasslePlayer): RassleMove[] {
  const hand = uniqueByKind(state.hands[player]);
  const energy = state.energy[player];
  const out: RassleMove[] = [];
  for (const m of hand) {
    const k = m.kind;
    if (strikeAllowed(k, "ring", energy)) out.push(m.play);
    else if (k.special === "taunt" && energyAllows(k, energy)) out.push(m.play);
    else if (k.special === "change-location" && energyAllows(k, energy)) {
      if (hand.some((c) => c !== m && strikeAllowed(c.kind, "outside", energy))) out.push(m.go[0]);
      if (hand.some((c) => c !== m && strikeAllowed(c.kind, "top-rope", energy))) out.push(m.go[1]);
    }
  }
  const hold = state.hold;
  if (hold !== null && hold.holder === player && energyAllows(cardKind(hold.kind), energy)) {
    out.push(HOLD);
    for (const m of hand) out.push(m.hold);
  }
  const able = out.length > 0;
  for (const m of hand) if (m.kind.special === "big-rally" && energyAllows(m.kind, energy)) out.push(m.play);
  if (!able) for (const m of hand) out.push(m.discard);
  return out;
}

/** The attack that follows a location card (placed) or a Big Rally (free: no requirement). */
export function followupMoves(
  state: Table,
  player: RasslePlayer,
  location: RingLocation,
  free: boolean,
): RassleMove[] {
  const energy = state.energy[player];
  const out: RassleMove[] = [];
  for (const m of uniqueByKind(state.hands[player])) {
    if (free ? isStrike(m.kind) : strikeAllowed(m.kind, location, energy)) out.push(m.play);
  }
  return out;
}

/** Answers to the last link of a chain: a fitting counteraction, a Big Rally, or accepting. */
export function respondMoves(state: Table, player: RasslePlayer, chain: readonly ChainLink[]): RassleMove[] {
  const top = chain[chain.length - 1];
  const out: RassleMove[] = [];
  if (top !== undefined) {
    const energy = state.energy[player];
    for (const m of uniqueByKind(state.hands[player])) {
      if (counterAllowed(m.kind, top, chain.length === 1, energy)) out.push(m.play);
    }
  }
  out.push(ACCEPT);
  return out;
}

/** True for a Basic Attack `player` may throw now (retaliation, answer, No Control reveal). */
const basicNow = (state: Table, k: CardKind, energy: number): boolean =>
  k.category === "basic" && strikeAllowed(k, state.location, energy);

/** After taking a controller's attack, or after the controller discarded. */
export function retaliateMoves(state: Table, player: RasslePlayer): RassleMove[] {
  const energy = state.energy[player];
  const hand = uniqueByKind(state.hands[player]);
  const out: RassleMove[] = [];
  for (const m of hand) if (basicNow(state, m.kind, energy)) out.push(m.play);
  for (const m of hand) out.push(m.discard);
  out.push(ACCEPT);
  return out;
}

/** A No Control reveal: a Basic Attack, a counteraction against Basic Attacks, or a discard. */
export function revealMoves(state: Table, player: RasslePlayer): RassleMove[] {
  const energy = state.energy[player];
  const hand = uniqueByKind(state.hands[player]);
  const out: RassleMove[] = [];
  for (const m of hand) if (basicNow(state, m.kind, energy)) out.push(m.play);
  for (const m of hand) {
    const k = m.kind;
    if (
      k.category === "counteraction" &&
      k.special !== "big-rally" &&
      (k.counters === "any" || k.counters === "basic") &&
      energyAllows(k, energy)
    ) {
      out.push(m.play);
    }
  }
  for (const m of hand) if (m.kind.special === "big-rally" && energyAllows(m.kind, energy)) out.push(m.play);
  for (const m of hand) out.push(m.discard);
  return out;
}

/** A covered wrestler: one of the three saving cards (Reach for the Ropes only in the ring), or the count. */
export function coverMoves(state: Table, player: RasslePlayer, location: RingLocation): RassleMove[] {
  const out: RassleMove[] = [];
  for (const m of uniqueByKind(state.hands[player])) {
    const k = m.kind.id;
    if (
      k === "big-rally" ||
      k === "referee-distracted" ||
      (k === "reach-for-the-ropes" && location === "ring")
    )
      out.push(m.play);
  }
  out.push(ACCEPT);
  return out;
}

/** True for a card that saves a covered wrestler at `location`. */
export function isSavingCard(card: CardId, location: RingLocation): boolean {
  const k = kindOf(card);
  return (
    k === "big-rally" || k === "referee-distracted" || (k === "reach-for-the-ropes" && location === "ring")
  );
}
