/**
 * The "Now Where's He Going?" card: the controller takes the fight outside or to the top rope and
 * attacks again there (only top-rope moves from the top rope). A controller who cannot attack may
 * play it alone (option `tripAlone`): the fight moves, nothing follows, and nobody rests.
 * Docs: /rasslefest/rules#now-wheres-he-going.
 */
import { cardKind, kindOf, type CardId, type CardKind } from "../cards.js";
import type { Draft, Table } from "../draft.js";
import { goOf, playOf } from "../moves.js";
import type { Phase, RassleMove, RasslePlayer } from "../types.js";
import { strikeOk } from "./basicVsHighRisk.js";
import { playAttack } from "./counteractions.js";
import { energyFits, isStrikeKind } from "./facts.js";
import { oneOfEachKind } from "./hands.js";
import { endRound } from "./round.js";

/** True for the location card within its energy window. */
export const goOk = (k: CardKind, energy: number): boolean =>
  k.special === "change-location" && energyFits(k, energy);

/**
 * The trips with the location card `card` that an attack in hand (another card) could follow:
 * outside, then to the top rope.
 */
export function tripMoves(t: Table, p: RasslePlayer, card: CardId): RassleMove[] {
  const energy = t.energy[p];
  const trip = kindOf(card);
  let outside = false;
  let top = false;
  for (const other of t.hands[p]) {
    const k = cardKind(other);
    if (k.id === trip) continue;
    outside ||= strikeOk(k, "outside", energy);
    top ||= strikeOk(k, "top-rope", energy);
  }
  const out: RassleMove[] = [];
  if (outside) out.push(goOf(card, "outside"));
  if (top) out.push(goOf(card, "top-rope"));
  return out;
}

/** Both lone trips with the hand's first location card (none without one). */
export function loneTripMoves(t: Table, p: RasslePlayer): RassleMove[] {
  const card = t.hands[p].find((c) => goOk(cardKind(c), t.energy[p]));
  return card === undefined ? [] : [goOf(card, "outside"), goOf(card, "top-rope")];
}

/**
 * The attack that follows a trip (placed) or a Big Rally (free: no requirement). A trip made with
 * no attack to follow (the `tripAlone` option) leaves none (the lone pass).
 */
export function followupMoves(
  t: Table,
  p: RasslePlayer,
  phase: Extract<Phase, { kind: "followup" }>,
): RassleMove[] {
  const energy = t.energy[p];
  const out: RassleMove[] = [];
  for (const { card, kind } of oneOfEachKind(t.hands[p])) {
    if (phase.free ? isStrikeKind(kind) : strikeOk(kind, phase.location, energy)) out.push(playOf(card));
  }
  return out;
}

/** The follow-up of `p`: `card` is the attack, or null for a lone trip's pass. */
export function onFollowup(
  d: Draft,
  p: RasslePlayer,
  phase: Extract<Phase, { kind: "followup" }>,
  card: CardId | null,
): void {
  if (card !== null) {
    if (phase.free) playAttack(d, p, card, "free", "ring");
    else playAttack(d, p, card, "followup", phase.location);
    return;
  }
  // A trip with no attack after it (the `tripAlone` option: the controller had none to make,
  // and played the card instead of discarding, as its rule's note allows). Our reading: the
  // location card carries no control marker, so it changes nothing about control; the marker that
  // put the controller in charge this round still rules and he keeps control. It was a play, not
  // a discard, so nobody rests; the other wrestler took no attack, so there is nothing to
  // retaliate against (his one chance was to answer the location card itself).
  endRound(d);
}
