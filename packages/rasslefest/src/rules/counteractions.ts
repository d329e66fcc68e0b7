/**
 * Counteractions and the Reversal card: every attack (and every counteraction) may be answered by
 * the other wrestler with a fitting counteraction: Block against Basic Attacks, Dodge and Double
 * Knockdown against High Risk ones, Reach for the Ropes against any attack in the ring, Reversal
 * against anything (it alone answers counteractions, and reversals pair off), a Big Rally against
 * anything. Then the chain is settled: the attack stands or fails, energy moves, the last card's
 * marker sets control, and what comes next is decided (a retaliation, the Taunt's second action,
 * the trip's attack, a cover, the next round). Docs: /rasslefest/rules#counteractions.
 */
import { cardKind, type CardCategory, type CardId, type CardKind } from "../cards.js";
import { opponent, type Draft, type Table } from "../draft.js";
import { ACCEPT, playOf } from "../moves.js";
import type { ChainContext, ChainLink, Phase, RassleMove, RasslePlayer, RingLocation } from "../types.js";
import { playBigRally } from "./bigRally.js";
import { cover } from "./cover.js";
import { energyEvent, transfer } from "./damage.js";
import { disqualificationCheck, isNoticeable } from "./disqualification.js";
import { energyFits } from "./facts.js";
import { oneOfEachKind } from "./hands.js";
import { holdBroken } from "./holds.js";
import { noteHit, noteOffense } from "./matchLog.js";
import { endRound } from "./round.js";
import { draw, putInPlay } from "./shuffling.js";
import { checkDrawByEnergy } from "./victory.js";

type Respond = Extract<Phase, { kind: "respond" }>;

/**
 * True when counteraction `k` may answer a link of category `target` (in the ring or not; an
 * attack, or a counteraction) with `energy`.
 */
export function counterOk(
  k: CardKind,
  target: CardCategory,
  inRing: boolean,
  isAttack: boolean,
  energy: number,
): boolean {
  if (k.category !== "counteraction" || !energyFits(k, energy)) return false;
  if (k.special === "big-rally") return true;
  if (!isAttack) return k.special === "reversal";
  if (k.where === "ring" && !inRing) return false;
  return (
    k.counters === "any" ||
    (k.counters === "basic" && target === "basic") ||
    (k.counters === "high-risk" && target === "high-risk")
  );
}

/** True for a counteraction (a Big Rally aside) that answers a Basic Attack in the ring with `energy`. */
export const againstBasic = (k: CardKind, energy: number): boolean =>
  k.special !== "big-rally" && counterOk(k, "basic", true, true, energy);

/** Answers to the last link of a chain: a fitting counteraction, a Big Rally, or accepting. */
export function respondMoves(t: Table, p: RasslePlayer, phase: Respond): RassleMove[] {
  const out: RassleMove[] = [];
  const top = phase.chain[phase.chain.length - 1];
  if (top !== undefined) {
    const target = cardKind(top.kind).category;
    const inRing = top.location === "ring";
    // Only the attack itself is an attack; every later link is a counteraction.
    const isAttack = phase.chain.length === 1;
    for (const { card, kind } of oneOfEachKind(t.hands[p])) {
      if (counterOk(kind, target, inRing, isAttack, t.energy[p])) out.push(playOf(card));
    }
  }
  out.push(ACCEPT);
  return out;
}

/** The chain is on the table: the other wrestler may answer its last link (a free attack settles). */
export function offer(d: Draft, chain: readonly ChainLink[], context: ChainContext): void {
  const top = chain[chain.length - 1];
  if (context === "free" || top === undefined) {
    settle(d, chain, context);
    return;
  }
  d.phase = { kind: "respond", player: opponent(top.player), chain, context };
}

/** Reports a card played. */
export function playedEvent(
  d: Draft,
  p: RasslePlayer,
  card: CardId,
  role: "attack" | "counter",
  location: RingLocation = "ring",
): void {
  d.events?.push({ type: "played", player: p, kind: cardKind(card).id, location, role });
}

/** `p` attacks with `card` at `location` (from his hand unless `held` is false) and offers the answer. */
export function playAttack(
  d: Draft,
  p: RasslePlayer,
  card: CardId,
  context: ChainContext,
  location: RingLocation,
  held = true,
): void {
  putInPlay(d, p, card, held);
  const k = cardKind(card);
  const role = context === "free" ? "free" : "attack";
  d.events?.push({ type: "played", player: p, kind: k.id, location, role });
  noteOffense(d, p, k);
  offer(d, [{ player: p, card, kind: k.id, location }], context);
}

/** The reverser of the attack when a Big Rally cuts in: an odd run of Reversals on top of it. */
function reverserUnder(chain: readonly ChainLink[]): RasslePlayer | null {
  let top = chain.length - 1;
  while (top >= 2 && chain[top]?.kind === "reversal") top -= 2;
  const attack = chain[0];
  return top === 1 && chain[1]?.kind === "reversal" && attack !== undefined ? opponent(attack.player) : null;
}

/** `p` answers the last link with `card` (a Big Rally cuts the chain off). */
export function onRespond(d: Draft, p: RasslePlayer, phase: Respond, card: CardId): void {
  const chain = phase.chain;
  const attack = chain[0];
  const top = chain[chain.length - 1];
  if (attack === undefined || top === undefined) return;
  const k = cardKind(card);
  if (k.special === "big-rally") {
    if (d.hold !== null && attack.card === null) holdBroken(d, d.hold.holder);
    d.events?.push({ type: "negated", player: attack.player, kind: attack.kind, by: "big-rally" });
    // Who holds the object when the Rally cuts in: a Reversal standing on it put it in the
    // reverser's hand.
    const reversedBy = reverserUnder(chain);
    playBigRally(d, p, card);
    // Dice order: the answered attempt's notice die is rolled here, after the Rally's point and
    // before its free attack (which, when it is a Foreign Object or Ambush, rolls its own die when
    // it settles). The Rally draws no dice itself, so every match rolls in one fixed order.
    disqualificationCheck(d, attack, reversedBy);
    return;
  }
  putInPlay(d, p, card);
  playedEvent(d, p, card, "counter", top.location);
  offer(d, [...chain, { player: p, card, kind: k.id, location: top.location }], phase.context);
}

/**
 * The counter's energy effect against attack `k`: Dodge and Reach for the Ropes take their stars
 * from the attacker, a Double Knockdown a point from each wrestler above one. Against a card that
 * does no damage there is no impact to turn: by default nothing moves (`noDamageCounters`).
 */
function counterEffect(d: Draft, attacker: RasslePlayer, k: CardKind, counter: CardKind): void {
  const sp = counter.special;
  if (sp !== "dodge" && sp !== "recover" && sp !== "double-knockdown") return;
  if (k.damage === 0 && d.options.noDamageCounters !== "full") return;
  if (sp === "double-knockdown") {
    for (const p of ["a", "b"] as const) {
      if (d.energy[p] > 1) {
        d.energy[p] -= 1;
        d.energyRemoved += 1;
      }
    }
  } else transfer(d, attacker, counter.damage, false);
  energyEvent(d);
}

/** The link that stands: reversals pair off, so the link under an even run of them. */
function standing(chain: readonly ChainLink[]): number {
  let i = chain.length - 1;
  while (i >= 2 && chain[i]?.kind === "reversal") i -= 2;
  return i;
}

/** Settles the chain: which link stands, energy, holds, control; then what comes next. */
export function settle(d: Draft, chain: readonly ChainLink[], context: ChainContext): void {
  const attack = chain[0];
  const last = chain[chain.length - 1];
  if (attack === undefined || last === undefined) return;
  const stands = standing(chain) === 0;
  const attacker = attack.player;
  const defender = opponent(attacker);
  const k = cardKind(attack.kind);
  const high = k.category === "high-risk";
  // A High Risk Attack outside the ring: one point more, landed or reversed.
  const bonus = high && attack.location === "outside" ? 1 : 0;
  const ev = d.events;
  let victim: RasslePlayer | null = null;
  let reversedBy: RasslePlayer | null = null;
  if (stands) {
    // An attack of the other wrestler that stands (a retaliation, or the free attack of a Big
    // Rally that saved him from the hold's cover) breaks the hold; a kept hold whose counter was
    // itself reversed away stands again here and stays on.
    if (d.hold !== null && d.hold.holder !== attacker) holdBroken(d, d.hold.holder);
    if (k.special === "hold" || attack.card === null) d.hold = { holder: attacker, kind: k.id };
    if (k.damage > 0) {
      const moved = transfer(d, defender, k.damage + bonus, high);
      ev?.push({ type: "hit", by: attacker, kind: k.id, amount: moved, reversed: false });
      energyEvent(d);
    }
    if (k.special !== "taunt" && k.special !== "change-location") {
      noteHit(d, attacker, k, false);
      if (high && d.energy[defender] === 0) victim = defender;
    }
  } else {
    const counter = cardKind(chain[1]?.kind ?? attack.kind);
    if (d.hold !== null && d.hold.holder === attacker && attack.card === null) holdBroken(d, attacker);
    ev?.push({ type: "negated", player: attacker, kind: k.id, by: counter.id });
    if (counter.special === "reversal") {
      // The attacker suffers his own attack (outside point included).
      reversedBy = defender;
      const moved = transfer(d, attacker, k.damage + bonus, high);
      if (k.damage > 0) {
        ev?.push({ type: "hit", by: defender, kind: k.id, amount: moved, reversed: true });
        energyEvent(d);
        noteHit(d, defender, k, true);
        if (high && d.energy[attacker] === 0) victim = attacker;
      }
    } else counterEffect(d, attacker, k, counter);
  }
  // Control follows the last card played.
  if (chain.length > 1) d.nextControl = cardKind(last.kind).control === "control" ? last.player : null;
  else if (k.control === "control") d.nextControl = attacker;
  else if (k.control === "no-control") d.nextControl = null;
  if (isNoticeable(k) && disqualificationCheck(d, attack, reversedBy)) return;
  if (checkDrawByEnergy(d)) return;
  if (d.options.locationLasts === "attack") d.location = "ring";
  if (victim !== null) {
    // Whoever is thrown from the top rope (or falls from it) lands in the ring: the cover is there.
    cover(d, victim, attack.location === "top-rope" ? "ring" : attack.location);
    return;
  }
  if (stands && k.special === "change-location" && attack.to !== undefined) {
    // "Now where's he going?": the fight moves, and the same wrestler attacks there.
    d.location = attack.to;
    ev?.push({ type: "location", player: attacker, to: attack.to });
    d.phase = { kind: "followup", player: attacker, location: attack.to, free: false };
    return;
  }
  if (stands && k.special === "taunt") {
    // Taunt: draw back up and go again.
    if (!draw(d, attacker, d.options.handLimit - d.hands[attacker].length)) return;
    d.phase = { kind: "lead", player: attacker };
    return;
  }
  if (stands && chain.length === 1 && (context === "lead" || context === "followup")) {
    // The defender took the controller's attack: he may hit back with a Basic Attack.
    d.phase = { kind: "retaliate", player: defender };
    return;
  }
  endRound(d);
}
