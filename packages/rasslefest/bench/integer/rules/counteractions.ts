/**
 * Counteractions and the Reversal card: every attack (and every counteraction) may be answered by
 * the other wrestler with a fitting counteraction: Block against Basic Attacks, Dodge and Double
 * Knockdown against High Risk ones, Reach for the Ropes against any attack in the ring, Reversal
 * against anything (it alone answers counteractions, and reversals pair off), a Big Rally against
 * anything. Then the chain is settled: the attack stands or fails, energy moves, the last card's
 * marker sets control, and what comes next is decided (a retaliation, the Taunt's second action,
 * the trip's attack, a cover, the next round). Docs: /rasslefest/rules#counteractions.
 */
import {
  CAT_BASIC,
  CAT_COUNTER,
  CAT_HIGH,
  CTRL_CONTROL,
  CTRL_NO,
  K_BIG_RALLY,
  K_REVERSAL,
  LOC_RING,
  LOC_TOP,
  M_ACCEPT,
  M_PLAY,
  SP_BIG_RALLY,
  SP_CHANGE_LOCATION,
  SP_DODGE,
  SP_DOUBLE_KNOCKDOWN,
  SP_HOLD,
  SP_RECOVER,
  SP_REVERSAL,
  SP_TAUNT,
  T_ANY,
  T_BASIC,
  T_HIGH,
  W_RING,
  cardAt,
  kindIndexOf,
  locationIndex,
} from "../codes.js";
import type { Draft } from "../draft.js";
import {
  CTX_FOLLOWUP,
  CTX_FREE,
  CTX_LEAD,
  CTX_RETALIATION,
  PH_FOLLOWUP,
  PH_LEAD,
  PH_RESPOND,
  PH_RETALIATE,
  cardOfState,
  linkCard,
  linkKind,
  linkPlace,
  linkPlayer,
  linkTo,
  putMove,
  setLink,
} from "../layout.js";
import { playBigRally } from "./bigRally.js";
import { cover } from "./cover.js";
import { energyEvent, transfer } from "./damage.js";
import { disqualificationCheck, isNoticeable } from "./disqualification.js";
import {
  categoryOf,
  controlOf,
  counterTargetOf,
  damageOf,
  energyFits,
  kindIdOf,
  kindOfCard,
  placeOf,
  seat,
  specialOf,
  whereOf,
} from "./facts.js";
import { holdBroken } from "./holds.js";
import { E, clampE, handKinds, maskOf, putMasked, table } from "./masks.js";
import { noteHit, noteOffense } from "./matchLog.js";
import { endRound } from "./round.js";
import { draw, putInPlay } from "./shuffling.js";
import { checkDrawByEnergy } from "./victory.js";
import type { ChainLink } from "../types.js";

/**
 * True when counteraction `k` may answer a link of category `target` (in the ring or not; an
 * attack, or a counteraction) with energy `e`.
 */
export function counterOk(k: number, target: number, inRing: boolean, isAttack: boolean, e: number): boolean {
  if (categoryOf(k) !== CAT_COUNTER || !energyFits(k, e)) return false;
  const sp = specialOf(k);
  if (sp === SP_BIG_RALLY) return true;
  if (!isAttack) return sp === SP_REVERSAL;
  if (whereOf(k) === W_RING && !inRing) return false;
  const t = counterTargetOf(k);
  return t === T_ANY || (t === T_BASIC && target === CAT_BASIC) || (t === T_HIGH && target === CAT_HIGH);
}

/** Answers to a link, by (attack?, its category, in the ring?) and energy: index `((a * 3 + cat) * 2 + ring) * E + e`. */
const ANSWER = table(12 * E, (i) => {
  const e = i % E;
  const key = Math.floor(i / E);
  const ring = key % 2 === 1;
  const cat = Math.floor(key / 2) % 3;
  const attack = Math.floor(key / 6) === 1;
  return maskOf((k) => counterOk(k, cat, ring, attack, e));
});

/** Counteractions against Basic Attacks (a No Control reveal may show one), by energy. */
const AGAINST_BASIC = table(E, (e) =>
  maskOf((k) => specialOf(k) !== SP_BIG_RALLY && counterOk(k, CAT_BASIC, true, true, e)),
);

/** The counteractions (Big Rally aside) that answer a Basic Attack with energy `e`, as a mask. */
export const againstBasic = (e: number): number => AGAINST_BASIC[clampE(e)] as number;

/** The kinds that may answer the last link of the chain (none when there is no chain). */
export function answers(d: Draft, p: number): number {
  const len = d.chainLen;
  if (len === 0) return 0;
  const top = len - 1;
  const cat = categoryOf(linkKind(d, top));
  const ring = linkPlace(d, top) === LOC_RING ? 1 : 0;
  const key = ((len === 1 ? 1 : 0) * 3 + cat) * 2 + ring;
  return ANSWER[key * E + clampE(d.en(p))] as number;
}

/** Answers to the last link of a chain: a fitting counteraction, a Big Rally, or accepting. */
export function respondCodes(d: Draft, p: number): number {
  const n = putMasked(d, p, handKinds(d, p) & answers(d, p), M_PLAY, 0);
  return putMove(d, n, M_ACCEPT);
}

/** Adds a link to the chain (`to`: -1, or 1 outside / 2 top rope for the location card). */
export function addLink(d: Draft, p: number, card: number, k: number, loc: number, to: number): void {
  setLink(d, d.chainLen++, p, card, k, loc, to);
}

/** The chain is on the table: the other wrestler may answer its last link (a free attack settles). */
export function offer(d: Draft, context: number): void {
  d.ctx = context;
  if (context === CTX_FREE) {
    settle(d);
    return;
  }
  d.ph = PH_RESPOND;
  d.phP = 1 - linkPlayer(d, d.chainLen - 1);
}

/** Reports a card played. */
export function playedEvent(
  d: Draft,
  p: number,
  c: number,
  role: "attack" | "counter",
  loc = LOC_RING,
): void {
  d.events?.push({
    type: "played",
    player: seat(p),
    kind: kindIdOf(kindOfCard(c)),
    location: placeOf(loc),
    role,
  });
}

/** `p` attacks with card `c` at `loc` (from his hand unless `held` is false) and offers the answer. */
export function playAttack(d: Draft, p: number, c: number, context: number, loc: number, held = true): void {
  putInPlay(d, p, c, held);
  const k = kindOfCard(c);
  d.events?.push({
    type: "played",
    player: seat(p),
    kind: kindIdOf(k),
    location: placeOf(loc),
    role: context === CTX_FREE ? "free" : "attack",
  });
  noteOffense(d, p, k);
  d.chainLen = 0;
  addLink(d, p, c, k, loc, -1);
  offer(d, context);
}

/** `p` answers the last link with card `c` (a Big Rally cuts the chain off). */
export function onRespond(d: Draft, p: number, c: number): void {
  const k = kindOfCard(c);
  if (k === K_BIG_RALLY) {
    if (d.holdP >= 0 && linkCard(d, 0) === -1) holdBroken(d, d.holdP);
    d.events?.push({
      type: "negated",
      player: seat(linkPlayer(d, 0)),
      kind: kindIdOf(linkKind(d, 0)),
      by: "big-rally",
    });
    // Who holds the object when the Rally cuts in: a Reversal standing on it (an odd run of
    // Reversals on top of it) put it in the reverser's hand.
    let top = d.chainLen - 1;
    while (top >= 2 && linkKind(d, top) === K_REVERSAL) top -= 2;
    const reversedBy = top === 1 && linkKind(d, 1) === K_REVERSAL ? 1 - linkPlayer(d, 0) : -1;
    playBigRally(d, p, c);
    // Dice order: the answered attempt's notice die is rolled here, after the Rally's point and
    // before its free attack (which, when it is a Foreign Object or Ambush, rolls its own die when
    // it settles). The Rally draws no dice itself, so every match rolls in one fixed order.
    disqualificationCheck(d, reversedBy);
    return;
  }
  const topLoc = linkPlace(d, d.chainLen - 1);
  putInPlay(d, p, c);
  playedEvent(d, p, c, "counter", topLoc);
  addLink(d, p, c, k, topLoc, -1);
  offer(d, d.ctx);
}

/**
 * The counter's energy effect against attack `k`: Dodge and Reach for the Ropes take their stars
 * from the attacker, a Double Knockdown a point from each wrestler above one. Against a card that
 * does no damage there is no impact to turn: by default nothing moves (`noDamageCounters`).
 */
function counterEffect(d: Draft, attacker: number, k: number, ck: number): void {
  const sp = specialOf(ck);
  if (sp !== SP_DODGE && sp !== SP_RECOVER && sp !== SP_DOUBLE_KNOCKDOWN) return;
  if (damageOf(k) === 0 && !d.noDamageFull) return;
  if (sp === SP_DOUBLE_KNOCKDOWN) {
    if (d.e0 > 1) {
      d.e0 -= 1;
      d.energyRemoved += 1;
    }
    if (d.e1 > 1) {
      d.e1 -= 1;
      d.energyRemoved += 1;
    }
  } else transfer(d, attacker, damageOf(ck), false);
  energyEvent(d);
}

/** Settles the chain: which link stands, energy, holds, control; then what comes next. */
export function settle(d: Draft): void {
  const n = d.chainLen;
  const context = d.ctx;
  const topI = n - 1;
  // Reversals pair off: the link under an even run of them is the one that stands.
  let i = topI;
  while (i >= 2 && linkKind(d, i) === K_REVERSAL) i -= 2;
  const attacker = linkPlayer(d, 0);
  const defender = 1 - attacker;
  const k = linkKind(d, 0);
  const sp = specialOf(k);
  const cat = categoryOf(k);
  const dmg = damageOf(k);
  const attackLoc = linkPlace(d, 0);
  // A High Risk Attack outside the ring: one point more, landed or reversed.
  const bonus = cat === CAT_HIGH && attackLoc === 1 ? 1 : 0;
  const ev = d.events;
  let victim = -1;
  let reversedBy = -1;
  if (i === 0) {
    // The attack stands. A retaliation that stands breaks the other wrestler's hold; a kept hold
    // whose counter was itself reversed away stands again here and stays on.
    if (context === CTX_RETALIATION && d.holdP >= 0 && d.holdP !== attacker) holdBroken(d, d.holdP);
    if (sp === SP_HOLD || linkCard(d, 0) === -1) {
      d.holdP = attacker;
      d.holdK = k;
    }
    if (dmg > 0) {
      const moved = transfer(d, defender, dmg + bonus, cat === CAT_HIGH);
      ev?.push({ type: "hit", by: seat(attacker), kind: kindIdOf(k), amount: moved, reversed: false });
      energyEvent(d);
    }
    if (sp !== SP_TAUNT && sp !== SP_CHANGE_LOCATION) {
      noteHit(d, attacker, k, false);
      if (cat === CAT_HIGH && d.en(defender) === 0) victim = defender;
    }
  } else {
    const ck = linkKind(d, 1);
    if (d.holdP >= 0 && d.holdP === attacker && linkCard(d, 0) === -1) holdBroken(d, attacker);
    ev?.push({ type: "negated", player: seat(attacker), kind: kindIdOf(k), by: kindIdOf(ck) });
    if (specialOf(ck) === SP_REVERSAL) {
      // The attacker suffers his own attack (outside point included).
      reversedBy = defender;
      const moved = transfer(d, attacker, dmg + bonus, cat === CAT_HIGH);
      if (dmg > 0) {
        ev?.push({ type: "hit", by: seat(defender), kind: kindIdOf(k), amount: moved, reversed: true });
        energyEvent(d);
        noteHit(d, defender, k, true);
        if (cat === CAT_HIGH && d.en(attacker) === 0) victim = attacker;
      }
    } else counterEffect(d, attacker, k, ck);
  }
  // Control follows the last card played.
  const ctrl = controlOf(k);
  if (n > 1) d.nextCtrl = controlOf(linkKind(d, topI)) === CTRL_CONTROL ? linkPlayer(d, topI) : -1;
  else if (ctrl === CTRL_CONTROL) d.nextCtrl = attacker;
  else if (ctrl === CTRL_NO) d.nextCtrl = -1;
  if (isNoticeable(k) && disqualificationCheck(d, reversedBy)) return;
  if (checkDrawByEnergy(d)) return;
  if (d.locationLastsAttack) d.loc = LOC_RING;
  if (victim >= 0) {
    // Whoever is thrown from the top rope (or falls from it) lands in the ring: the cover is there.
    cover(d, victim, attackLoc === LOC_TOP ? LOC_RING : attackLoc);
    return;
  }
  const to = linkTo(d, 0);
  if (i === 0 && sp === SP_CHANGE_LOCATION && to >= 0) {
    // "Now where's he going?": the fight moves, and the same wrestler attacks there.
    d.loc = to;
    ev?.push({ type: "location", player: seat(attacker), to: placeOf(to) });
    d.ph = PH_FOLLOWUP;
    d.phP = attacker;
    d.phLoc = to;
    d.phFree = false;
    return;
  }
  if (i === 0 && sp === SP_TAUNT) {
    // Taunt: draw back up and go again.
    if (!draw(d, attacker, d.handLimit - (attacker === 0 ? d.h0 : d.h1))) return;
    d.ph = PH_LEAD;
    d.phP = attacker;
    return;
  }
  if (i === 0 && n === 1 && (context === CTX_LEAD || context === CTX_FOLLOWUP)) {
    // The defender took the controller's attack: he may hit back with a Basic Attack.
    d.ph = PH_RETALIATE;
    d.phP = defender;
    return;
  }
  endRound(d);
}

/** Chain link `i` as JSON. */
export function linkAt(d: Draft, i: number): ChainLink {
  const card = linkCard(d, i);
  const base = {
    player: seat(linkPlayer(d, i)),
    card: card < 0 ? null : cardAt(card),
    kind: kindIdOf(linkKind(d, i)),
    location: placeOf(linkPlace(d, i)),
  };
  const to = linkTo(d, i);
  return to < 0 ? base : { ...base, to: to === 1 ? "outside" : "top-rope" };
}

/** Writes chain link `i` from JSON. */
export function loadLink(d: Draft, i: number, link: ChainLink): void {
  const to = link.to === undefined ? -1 : link.to === "outside" ? 1 : 2;
  const card = link.card === null ? -1 : cardOfState(link.card);
  setLink(d, i, link.player === "a" ? 0 : 1, card, kindIndexOf(link.kind), locationIndex(link.location), to);
}
