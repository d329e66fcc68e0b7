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
import type { Rng } from "@ringside/core";
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

/** {@link counterAllowed} on kind indexes, against a link of category `target` (in the ring or not). */
function counterOk(k: number, target: number, inRing: boolean, isAttack: boolean, e: number): boolean {
  if (K_CAT[k] !== CAT_COUNTER || !energyOk(k, e)) return false;
  const sp = K_SPECIAL[k];
  if (sp === SP_BIG_RALLY) return true;
  if (!isAttack) return sp === SP_REVERSAL;
  if (K_WHERE[k] === W_RING && !inRing) return false;
  const t = K_TARGET[k];
  return t === T_ANY || (t === T_BASIC && target === CAT_BASIC) || (t === T_HIGH && target === CAT_HIGH);
}

/**
 * The rules above as bit masks of kinds (bit k: kind k qualifies), one per energy (clamped to
 * `E - 1`, above every card's window) and place: legal-move lists test one bit per card.
 */
const E = 64;
const KINDS = K_MIN.length;
const maskOf = (test: (k: number) => boolean): number => {
  let mask = 0;
  for (let k = 0; k < KINDS; k++) if (test(k)) mask |= 1 << k;
  return mask;
};
const table = (size: number, f: (i: number) => number): Int32Array =>
  Int32Array.from({ length: size }, (_, i) => f(i));
/** Strikes by place and energy (index `loc * E + e`). */
const STRIKE = table(3 * E, (i) => maskOf((k) => strikeOk(k, Math.floor(i / E), i % E)));
/** Basic Attacks that may be thrown now, by place and energy. */
const BASIC_NOW = table(3 * E, (i) =>
  maskOf((k) => K_CAT[k] === CAT_BASIC && strikeOk(k, Math.floor(i / E), i % E)),
);
/** Taunt and the location card within their windows, by energy. */
const TAUNT_OK = table(E, (e) => maskOf((k) => K_SPECIAL[k] === SP_TAUNT && energyOk(k, e)));
const GO_OK = table(E, (e) => maskOf((k) => K_SPECIAL[k] === SP_CHANGE_LOCATION && energyOk(k, e)));
const RALLY_OK = table(E, (e) => maskOf((k) => K_SPECIAL[k] === SP_BIG_RALLY && energyOk(k, e)));
/** Counteractions a No Control reveal may show, by energy. */
const REVEAL_COUNTER = table(E, (e) =>
  maskOf((k) => {
    const t = K_TARGET[k];
    return (
      K_CAT[k] === CAT_COUNTER &&
      K_SPECIAL[k] !== SP_BIG_RALLY &&
      (t === T_ANY || t === T_BASIC) &&
      energyOk(k, e)
    );
  }),
);
/** Answers to a link, by (attack?, its category, in the ring?) and energy: index `((a * 3 + cat) * 2 + ring) * E + e`. */
const ANSWER = table(12 * E, (i) => {
  const e = i % E;
  const key = Math.floor(i / E);
  const ring = key % 2 === 1;
  const cat = Math.floor(key / 2) % 3;
  const attack = Math.floor(key / 6) === 1;
  return maskOf((k) => counterOk(k, cat, ring, attack, e));
});
/** The saving cards of a covered wrestler, by place. */
const SAVES = table(3, (loc) =>
  maskOf((k) => k === K_BIG_RALLY || k === K_REFEREE || (k === K_REACH && loc === LOC_RING)),
);
/** Strikes a free attack may make (no requirement). */
const FREE = maskOf((k) => K_STRIKE[k] === 1);

const clampE = (e: number): number => (e < 0 ? 0 : e >= E ? E - 1 : e);

/**
 * One card per kind of the hand of `p`, first copy first (copies of a kind are alike): cards at
 * `UNIQUE`; returns how many. `d.kindsSeen` holds their kinds as a mask.
 */
function uniqueByKind(d: Draft, p: number): number {
  const m = d.m;
  const base = HAND + p * 80;
  const len = p === 0 ? d.h0 : d.h1;
  let seen = 0;
  let n = 0;
  for (let i = 0; i < len; i++) {
    const c = m[base + i] as number;
    const k = C_KIND[c] as number;
    const bit = 1 << k;
    if ((seen & bit) !== 0) continue;
    seen |= bit;
    m[UNIQUE + n] = c;
    n++;
  }
  d.kindsSeen = seen;
  return n;
}

/** Writes `type` moves of the unique cards whose kind is in `mask`, from slot `n`; returns the new count. */
function putMasked(d: Draft, u: number, mask: number, type: number, n: number): number {
  if ((d.kindsSeen & mask) === 0) return n;
  const m = d.m;
  for (let i = 0; i < u; i++) {
    if (((mask >>> (C_KIND[m[UNIQUE + i] as number] as number)) & 1) !== 0) {
      m[MOVES + n++] = type | (((m[UNIQUE + i] as number) + 1) << 3);
    }
  }
  return n;
}

/**
 * Writes `type` moves of the hand's first copy of each kind in `mask`, in hand order, from slot
 * `n`: a one-pass list needs no unique-card list.
 */
function putFromHand(d: Draft, p: number, mask: number, type: number, n: number): number {
  const m = d.m;
  const base = HAND + p * 80;
  const len = p === 0 ? d.h0 : d.h1;
  let seen = 0;
  for (let i = 0; i < len; i++) {
    const c = m[base + i] as number;
    const bit = 1 << (C_KIND[c] as number);
    if ((seen & bit) !== 0) continue;
    seen |= bit;
    if ((mask & bit) !== 0) m[MOVES + n++] = type | ((c + 1) << 3);
  }
  return n;
}

/** Writes `type` moves of every unique card from slot `n`. */
function putAll(d: Draft, u: number, type: number, n: number): number {
  const m = d.m;
  for (let i = 0; i < u; i++) m[MOVES + n++] = type | (((m[UNIQUE + i] as number) + 1) << 3);
  return n;
}

/** The controller's options at the start of (or on going again in) a Control round. */
function leadCodes(d: Draft, p: number): number {
  const m = d.m;
  const u = uniqueByKind(d, p);
  const e = clampE(d.en(p));
  const strike = STRIKE[e] as number;
  const lead = strike | (TAUNT_OK[e] as number);
  const go = GO_OK[e] as number;
  const outside = STRIKE[E + e] as number;
  const top = STRIKE[2 * E + e] as number;
  let n = 0;
  for (let i = 0; i < u; i++) {
    const c = m[UNIQUE + i] as number;
    const k = C_KIND[c] as number;
    if (((lead >>> k) & 1) !== 0) m[MOVES + n++] = moveCode(M_PLAY, c);
    else if (((go >>> k) & 1) !== 0) {
      const others = d.kindsSeen & ~(1 << k);
      if ((others & outside) !== 0) m[MOVES + n++] = moveCode(M_GO_OUTSIDE, c);
      if ((others & top) !== 0) m[MOVES + n++] = moveCode(M_GO_TOP, c);
    }
  }
  if (d.holdP === p && energyOk(d.holdK, e)) {
    m[MOVES + n++] = moveCode(M_HOLD, -1);
    n = putAll(d, u, M_HOLD, n);
  }
  const able = n > 0;
  n = putMasked(d, u, RALLY_OK[e] as number, M_PLAY, n);
  return able ? n : putAll(d, u, M_DISCARD, n);
}

/** The attack that follows a location card (placed) or a Big Rally (free: no requirement). */
function followupCodes(d: Draft, p: number): number {
  const mask = d.phFree ? FREE : (STRIKE[d.phLoc * E + clampE(d.en(p))] as number);
  return putFromHand(d, p, mask, M_PLAY, 0);
}

/** Answers to the last link of a chain: a fitting counteraction, a Big Rally, or accepting. */
function respondCodes(d: Draft, p: number): number {
  let n = 0;
  const len = d.chainLen;
  if (len > 0) {
    const top = len - 1;
    const cat = K_CAT[d.m[CH_KIND + top] as number] as number;
    const ring = d.m[CH_LOC + top] === LOC_RING ? 1 : 0;
    const key = ((len === 1 ? 1 : 0) * 3 + cat) * 2 + ring;
    n = putFromHand(d, p, ANSWER[key * E + clampE(d.en(p))] as number, M_PLAY, 0);
  }
  d.m[MOVES + n] = M_ACCEPT;
  return n + 1;
}

/** After taking a controller's attack, or after the controller discarded. */
function retaliateCodes(d: Draft, p: number): number {
  const u = uniqueByKind(d, p);
  let n = putMasked(d, u, BASIC_NOW[d.loc * E + clampE(d.en(p))] as number, M_PLAY, 0);
  n = putAll(d, u, M_DISCARD, n);
  d.m[MOVES + n] = M_ACCEPT;
  return n + 1;
}

/** A No Control reveal: a Basic Attack, a counteraction against Basic Attacks, or a discard. */
export function revealCodes(d: Draft, p: number): number {
  const u = uniqueByKind(d, p);
  const e = clampE(d.en(p));
  let n = putMasked(d, u, BASIC_NOW[d.loc * E + e] as number, M_PLAY, 0);
  n = putMasked(d, u, REVEAL_COUNTER[e] as number, M_PLAY, n);
  n = putMasked(d, u, RALLY_OK[e] as number, M_PLAY, n);
  return putAll(d, u, M_DISCARD, n);
}

/** A covered wrestler: one of the three saving cards (Reach for the Ropes only in the ring), or the count. */
function coverCodes(d: Draft, p: number, loc: number): number {
  const n = putFromHand(d, p, SAVES[loc] as number, M_PLAY, 0);
  d.m[MOVES + n] = M_ACCEPT;
  return n + 1;
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
  if (n > 0) return n;
  d.m[MOVES] = M_PASS;
  return 1;
}

/** How many bits of `x` are set. */
function bits(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The hand of `p`'s first copy of the `k`-th (from 0) of its kinds in `mask`, in hand order. */
function nth(d: Draft, p: number, mask: number, k: number): number {
  const m = d.m;
  const base = HAND + p * 80;
  for (let i = 0; ; i++) {
    const c = m[base + i] as number;
    const bit = 1 << (C_KIND[c] as number);
    if ((mask & bit) === 0) continue;
    if (k === 0) {
      d.found = i;
      return c;
    }
    k--;
    mask ^= bit;
  }
}

/** {@link leadCodes}' `k`-th move, for `k` below the count of its plays and location moves. */
function nthLead(d: Draft, p: number, e: number, k: number): number {
  const m = d.m;
  const km = p === 0 ? d.km0 : d.km1;
  const lead = (STRIKE[e] as number) | (TAUNT_OK[e] as number);
  const go = GO_OK[e] as number;
  const outside = STRIKE[E + e] as number;
  const top = STRIKE[2 * E + e] as number;
  let mask = km & (lead | go);
  const base = HAND + p * 80;
  for (let i = 0; ; i++) {
    const c = m[base + i] as number;
    const bit = 1 << (C_KIND[c] as number);
    if ((mask & bit) === 0) continue;
    mask ^= bit;
    d.found = i;
    if ((lead & bit) !== 0) {
      if (k-- === 0) return moveCode(M_PLAY, c);
    } else {
      const others = km & ~bit;
      if ((others & outside) !== 0 && k-- === 0) return moveCode(M_GO_OUTSIDE, c);
      if ((others & top) !== 0 && k-- === 0) return moveCode(M_GO_TOP, c);
    }
  }
}

/** How many plays and location moves {@link leadCodes} lists for a hand of kinds `km`. */
function leadPlays(km: number, e: number): number {
  const lead = (STRIKE[e] as number) | (TAUNT_OK[e] as number);
  let n = bits(km & lead);
  let go = km & (GO_OK[e] as number) & ~lead;
  while (go !== 0) {
    const bit = go & -go;
    go ^= bit;
    const others = km & ~bit;
    if ((others & (STRIKE[E + e] as number)) !== 0) n++;
    if ((others & (STRIKE[2 * E + e] as number)) !== 0) n++;
  }
  return n;
}

/**
 * The move a random bot picks: draws `rng.int(0, n - 1)` over the `n` moves {@link legalCodes}
 * lists for `p` (on the turn of `p`, the match not over) and returns that move's code, counting
 * the moves from the hand's kind masks instead of writing them all.
 */
export function randomCode(d: Draft, p: number, rng: Rng): number {
  const km = p === 0 ? d.km0 : d.km1;
  const e = clampE(d.en(p));
  const u = bits(km);
  switch (d.ph) {
    case PH_REVEAL: {
      const basic = km & (BASIC_NOW[d.loc * E + e] as number);
      const counter = km & (REVEAL_COUNTER[e] as number);
      const rally = km & (RALLY_OK[e] as number);
      const nb = bits(basic);
      const nc = bits(counter);
      const nr = bits(rally);
      const n = nb + nc + nr + u;
      if (n === 0) return pass(rng);
      let k = rng.int(0, n - 1);
      if (k < nb) return moveCode(M_PLAY, nth(d, p, basic, k));
      k -= nb;
      if (k < nc) return moveCode(M_PLAY, nth(d, p, counter, k));
      k -= nc;
      if (k < nr) return moveCode(M_PLAY, nth(d, p, rally, k));
      return moveCode(M_DISCARD, nth(d, p, km, k - nr));
    }
    case PH_LEAD: {
      const plays = leadPlays(km, e);
      const hold = d.holdP === p && energyOk(d.holdK, e) ? 1 + u : 0;
      const rally = km & (RALLY_OK[e] as number);
      const nr = bits(rally);
      const discards = plays + hold > 0 ? 0 : u;
      const n = plays + hold + nr + discards;
      if (n === 0) return pass(rng);
      let k = rng.int(0, n - 1);
      if (k < plays) return nthLead(d, p, e, k);
      k -= plays;
      if (k < hold) return k === 0 ? moveCode(M_HOLD, -1) : moveCode(M_HOLD, nth(d, p, km, k - 1));
      k -= hold;
      if (k < nr) return moveCode(M_PLAY, nth(d, p, rally, k));
      return moveCode(M_DISCARD, nth(d, p, km, k - nr));
    }
    case PH_FOLLOWUP: {
      const mask = km & (d.phFree ? FREE : (STRIKE[d.phLoc * E + e] as number));
      const n = bits(mask);
      if (n === 0) return pass(rng);
      return moveCode(M_PLAY, nth(d, p, mask, rng.int(0, n - 1)));
    }
    case PH_RESPOND: {
      const len = d.chainLen;
      let mask = 0;
      if (len > 0) {
        const top = len - 1;
        const cat = K_CAT[d.m[CH_KIND + top] as number] as number;
        const ring = d.m[CH_LOC + top] === LOC_RING ? 1 : 0;
        const key = ((len === 1 ? 1 : 0) * 3 + cat) * 2 + ring;
        mask = km & (ANSWER[key * E + e] as number);
      }
      const n = bits(mask);
      const k = rng.int(0, n);
      return k < n ? moveCode(M_PLAY, nth(d, p, mask, k)) : M_ACCEPT;
    }
    case PH_RETALIATE:
    case PH_ANSWER: {
      const basic = km & (BASIC_NOW[d.loc * E + e] as number);
      const nb = bits(basic);
      const k = rng.int(0, nb + u);
      if (k < nb) return moveCode(M_PLAY, nth(d, p, basic, k));
      return k < nb + u ? moveCode(M_DISCARD, nth(d, p, km, k - nb)) : M_ACCEPT;
    }
    case PH_COVER: {
      const mask = km & (SAVES[d.phLoc] as number);
      const n = bits(mask);
      const k = rng.int(0, n);
      return k < n ? moveCode(M_PLAY, nth(d, p, mask, k)) : M_ACCEPT;
    }
    default:
      return pass(rng);
  }
}

/** The lone pass of a player with nothing else to do (the bot still draws among one move). */
function pass(rng: Rng): number {
  rng.int(0, 0);
  return M_PASS;
}

/** True for a card that saves a covered wrestler at `location`. */
export function isSavingCard(card: CardId, location: RingLocation): boolean {
  const k = kindOf(card);
  return (
    k === "big-rally" || k === "referee-distracted" || (k === "reach-for-the-ropes" && location === "ring")
  );
}
