/** Which cards may be played where and when: the legal moves of each phase. */
import { cardKind, isStrike, kindOf, type CardId, type CardKind } from "./cards.js";
import {
  CAT_BASIC,
  CAT_COUNTER,
  CAT_HIGH,
  C_KIND,
  K_BIG_RALLY,
  K_CAT,
  K_MAX,
  K_MIN,
  K_REACH,
  K_REFEREE,
  K_SPECIAL,
  K_STRIKE,
  K_TARGET,
  K_WHERE,
  LOC_OUTSIDE,
  LOC_RING,
  LOC_TOP,
  M_ACCEPT,
  M_DISCARD,
  M_GO_OUTSIDE,
  M_GO_TOP,
  M_HOLD,
  M_PASS,
  M_PLAY,
  SP_BIG_RALLY,
  SP_CHANGE_LOCATION,
  SP_REVERSAL,
  SP_TAUNT,
  T_ANY,
  T_BASIC,
  T_HIGH,
  W_ANY,
  W_OUTSIDE,
  W_RING,
  W_TOP,
  moveCode,
} from "./codes.js";
import {
  CH_KIND,
  CH_LOC,
  HAND,
  MOVES,
  PH_ANSWER,
  PH_COVER,
  PH_FOLLOWUP,
  PH_LEAD,
  PH_RESPOND,
  PH_RETALIATE,
  PH_REVEAL,
  UNIQUE,
  type Draft,
} from "./draft.js";
import type { ChainLink, RasslePlayer, RingLocation } from "./types.js";

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

/** Adds move `code` to the legal-move buffer of the working copy. */
const put = (d: Draft, n: number, code: number): number => {
  d.m[MOVES + n] = code;
  return n + 1;
};

const energyOk = (k: number, e: number): boolean => e >= (K_MIN[k] as number) && e <= (K_MAX[k] as number);

/** {@link strikeAllowed} on a kind index. */
function strikeOk(k: number, loc: number, e: number): boolean {
  if (K_STRIKE[k] === 0 || !energyOk(k, e)) return false;
  if (K_CAT[k] === CAT_BASIC) return loc === LOC_RING;
  switch (K_WHERE[k]) {
    case W_ANY:
      return loc !== LOC_TOP;
    case W_RING:
      return loc === LOC_RING;
    case W_OUTSIDE:
      return loc === LOC_OUTSIDE;
    case W_TOP:
      return loc === LOC_TOP;
    default:
      return false;
  }
}

/** {@link counterAllowed} on kind indexes, against chain link `i` of the working copy. */
function counterOk(d: Draft, k: number, i: number, isAttack: boolean, e: number): boolean {
  if (K_CAT[k] !== CAT_COUNTER || !energyOk(k, e)) return false;
  const sp = K_SPECIAL[k];
  if (sp === SP_BIG_RALLY) return true;
  if (!isAttack) return sp === SP_REVERSAL;
  if (K_WHERE[k] === W_RING && d.m[CH_LOC + i] !== LOC_RING) return false;
  const t = K_TARGET[k];
  const target = K_CAT[d.m[CH_KIND + i] as number];
  return t === T_ANY || (t === T_BASIC && target === CAT_BASIC) || (t === T_HIGH && target === CAT_HIGH);
}

/**
 * One card per kind of the hand of `p`, first copy first (copies of a kind are alike), written at
 * `UNIQUE` in the buffer; returns how many.
 */
function uniqueByKind(d: Draft, p: number): number {
  const m = d.m;
  const base = HAND + p * 80;
  const len = p === 0 ? d.h0 : d.h1;
  let seen = 0;
  let n = 0;
  for (let i = 0; i < len; i++) {
    const c = m[base + i] as number;
    const bit = 1 << (C_KIND[c] as number);
    if ((seen & bit) !== 0) continue;
    seen |= bit;
    m[UNIQUE + n++] = c;
  }
  return n;
}

const kindOfUnique = (d: Draft, i: number): number => C_KIND[d.m[UNIQUE + i] as number] as number;

/** The controller's options at the start of (or on going again in) a Control round. */
function leadCodes(d: Draft, p: number): number {
  const m = d.m;
  const u = uniqueByKind(d, p);
  const e = d.en(p);
  let n = 0;
  for (let i = 0; i < u; i++) {
    const c = m[UNIQUE + i] as number;
    const k = C_KIND[c] as number;
    const sp = K_SPECIAL[k];
    if (strikeOk(k, LOC_RING, e)) n = put(d, n, moveCode(M_PLAY, c));
    else if (sp === SP_TAUNT && energyOk(k, e)) n = put(d, n, moveCode(M_PLAY, c));
    else if (sp === SP_CHANGE_LOCATION && energyOk(k, e)) {
      let out = false;
      let top = false;
      for (let j = 0; j < u; j++) {
        if (j === i) continue;
        const kj = kindOfUnique(d, j);
        if (!out && strikeOk(kj, LOC_OUTSIDE, e)) out = true;
        if (!top && strikeOk(kj, LOC_TOP, e)) top = true;
      }
      if (out) n = put(d, n, moveCode(M_GO_OUTSIDE, c));
      if (top) n = put(d, n, moveCode(M_GO_TOP, c));
    }
  }
  if (d.holdP === p && energyOk(d.holdK, e)) {
    n = put(d, n, moveCode(M_HOLD, -1));
    for (let i = 0; i < u; i++) n = put(d, n, moveCode(M_HOLD, m[UNIQUE + i] as number));
  }
  const able = n > 0;
  for (let i = 0; i < u; i++) {
    const k = kindOfUnique(d, i);
    if (K_SPECIAL[k] === SP_BIG_RALLY && energyOk(k, e))
      n = put(d, n, moveCode(M_PLAY, m[UNIQUE + i] as number));
  }
  if (!able) for (let i = 0; i < u; i++) n = put(d, n, moveCode(M_DISCARD, m[UNIQUE + i] as number));
  return n;
}

/** The attack that follows a location card (placed) or a Big Rally (free: no requirement). */
function followupCodes(d: Draft, p: number): number {
  const u = uniqueByKind(d, p);
  const e = d.en(p);
  const free = d.phFree;
  const loc = d.phLoc;
  let n = 0;
  for (let i = 0; i < u; i++) {
    const k = kindOfUnique(d, i);
    if (free ? K_STRIKE[k] === 1 : strikeOk(k, loc, e))
      n = put(d, n, moveCode(M_PLAY, d.m[UNIQUE + i] as number));
  }
  return n;
}

/** Answers to the last link of a chain: a fitting counteraction, a Big Rally, or accepting. */
function respondCodes(d: Draft, p: number): number {
  let n = 0;
  const len = d.chainLen;
  if (len > 0) {
    const u = uniqueByKind(d, p);
    const e = d.en(p);
    for (let i = 0; i < u; i++) {
      if (counterOk(d, kindOfUnique(d, i), len - 1, len === 1, e)) {
        n = put(d, n, moveCode(M_PLAY, d.m[UNIQUE + i] as number));
      }
    }
  }
  return put(d, n, M_ACCEPT);
}

/** After taking a controller's attack, or after the controller discarded. */
function retaliateCodes(d: Draft, p: number): number {
  const u = uniqueByKind(d, p);
  const e = d.en(p);
  const loc = d.loc;
  let n = 0;
  for (let i = 0; i < u; i++) {
    const k = kindOfUnique(d, i);
    if (K_CAT[k] === CAT_BASIC && strikeOk(k, loc, e))
      n = put(d, n, moveCode(M_PLAY, d.m[UNIQUE + i] as number));
  }
  for (let i = 0; i < u; i++) n = put(d, n, moveCode(M_DISCARD, d.m[UNIQUE + i] as number));
  return put(d, n, M_ACCEPT);
}

/** A No Control reveal: a Basic Attack, a counteraction against Basic Attacks, or a discard. */
export function revealCodes(d: Draft, p: number): number {
  const u = uniqueByKind(d, p);
  const e = d.en(p);
  const loc = d.loc;
  const m = d.m;
  let n = 0;
  for (let i = 0; i < u; i++) {
    const k = kindOfUnique(d, i);
    if (K_CAT[k] === CAT_BASIC && strikeOk(k, loc, e))
      n = put(d, n, moveCode(M_PLAY, m[UNIQUE + i] as number));
  }
  for (let i = 0; i < u; i++) {
    const k = kindOfUnique(d, i);
    const t = K_TARGET[k];
    if (
      K_CAT[k] === CAT_COUNTER &&
      K_SPECIAL[k] !== SP_BIG_RALLY &&
      (t === T_ANY || t === T_BASIC) &&
      energyOk(k, e)
    ) {
      n = put(d, n, moveCode(M_PLAY, m[UNIQUE + i] as number));
    }
  }
  for (let i = 0; i < u; i++) {
    const k = kindOfUnique(d, i);
    if (K_SPECIAL[k] === SP_BIG_RALLY && energyOk(k, e))
      n = put(d, n, moveCode(M_PLAY, m[UNIQUE + i] as number));
  }
  for (let i = 0; i < u; i++) n = put(d, n, moveCode(M_DISCARD, m[UNIQUE + i] as number));
  return n;
}

/** A covered wrestler: one of the three saving cards (Reach for the Ropes only in the ring), or the count. */
function coverCodes(d: Draft, p: number, loc: number): number {
  const u = uniqueByKind(d, p);
  let n = 0;
  for (let i = 0; i < u; i++) {
    const k = kindOfUnique(d, i);
    if (k === K_BIG_RALLY || k === K_REFEREE || (k === K_REACH && loc === LOC_RING)) {
      n = put(d, n, moveCode(M_PLAY, d.m[UNIQUE + i] as number));
    }
  }
  return put(d, n, M_ACCEPT);
}

/** How many moves a covered wrestler has at `loc` (1: only the count). */
export const coverCount = (d: Draft, p: number, loc: number): number => coverCodes(d, p, loc);

/**
 * Writes the legal moves of player `p` (0 or 1) at `MOVES` in the working copy's buffer and
 * returns how many (0 when it is not `p`'s decision; a lone pass when nothing else is possible).
 */
export function legalCodes(d: Draft, p: number): number {
  if (d.result !== null) return 0;
  let n: number;
  switch (d.ph) {
    case PH_REVEAL:
      if ((p === 0 ? d.subA : d.subB) >= 0) return 0;
      n = revealCodes(d, p);
      break;
    case PH_LEAD:
      if (d.phP !== p) return 0;
      n = leadCodes(d, p);
      break;
    case PH_FOLLOWUP:
      if (d.phP !== p) return 0;
      n = followupCodes(d, p);
      break;
    case PH_RESPOND:
      if (d.phP !== p) return 0;
      n = respondCodes(d, p);
      break;
    case PH_RETALIATE:
    case PH_ANSWER:
      if (d.phP !== p) return 0;
      n = retaliateCodes(d, p);
      break;
    case PH_COVER:
      if (d.phP !== p) return 0;
      n = coverCodes(d, p, d.phLoc);
      break;
    default:
      return 0;
  }
  return n === 0 ? put(d, 0, M_PASS) : n;
}

/** True for a card that saves a covered wrestler at `location`. */
export function isSavingCard(card: CardId, location: RingLocation): boolean {
  const k = kindOf(card);
  return (
    k === "big-rally" || k === "referee-distracted" || (k === "reach-for-the-ropes" && location === "ring")
  );
}
