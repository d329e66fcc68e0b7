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

/** {@link strikeAllowed} on a kind index and place code (the working copy's bots use it). */
export const strikeFits = (k: number, loc: number, e: number): boolean =>
  ((STRIKE[loc * E + clampE(e)] as number) & (1 << k)) !== 0;

/** How many bits of `x` are set. */
function bits(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The hand of `p`'s first copy of the `k`-th (from 0) of its kinds in `mask`, in hand order (-1: none). */
function nth(d: Draft, p: number, mask: number, k: number): number {
  const m = d.m;
  const base = HAND + p * 80;
  const len = p === 0 ? d.h0 : d.h1;
  for (let i = 0; i < len; i++) {
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
  return -1;
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
  const len = p === 0 ? d.h0 : d.h1;
  for (let i = 0; i < len; i++) {
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
  return M_PASS;
}

/**
 * How many plays and location moves {@link leadCodes} lists for a hand of kinds `km` (a location
 * card counts once for each place where an attack in hand could follow it).
 */
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
 * Writes `type` moves of the hand's first copy of each kind in `mask`, in hand order (copies of a
 * kind are alike), from slot `n`; returns the new count.
 */
function putMasked(d: Draft, p: number, mask: number, type: number, n: number): number {
  const m = d.m;
  const base = HAND + p * 80;
  const len = p === 0 ? d.h0 : d.h1;
  for (let i = 0; i < len && mask !== 0; i++) {
    const c = m[base + i] as number;
    const bit = 1 << (C_KIND[c] as number);
    if ((mask & bit) === 0) continue;
    mask ^= bit;
    m[MOVES + n++] = moveCode(type, c);
  }
  return n;
}

/** The controller's options at the start of (or on going again in) a Control round. */
function leadCodes(d: Draft, p: number): number {
  const km = p === 0 ? d.km0 : d.km1;
  const e = clampE(d.en(p));
  let n = leadPlays(km, e);
  for (let k = 0; k < n; k++) d.m[MOVES + k] = nthLead(d, p, e, k);
  if (d.holdP === p && energyOk(d.holdK, e)) {
    d.m[MOVES + n++] = moveCode(M_HOLD, -1);
    n = putMasked(d, p, km, M_HOLD, n);
  }
  const able = n > 0;
  n = putMasked(d, p, km & (RALLY_OK[e] as number), M_PLAY, n);
  if (able) return n;
  if (d.tripAlone) {
    const go = nth(d, p, km & (GO_OK[e] as number), 0);
    if (go >= 0) {
      d.m[MOVES + n++] = moveCode(M_GO_OUTSIDE, go);
      d.m[MOVES + n++] = moveCode(M_GO_TOP, go);
    }
  }
  return putMasked(d, p, km, M_DISCARD, n);
}

/**
 * The attack that follows a location card (placed) or a Big Rally (free: no requirement). A trip
 * made with no attack to follow (the `tripAlone` option) leaves only the lone pass.
 */
function followupCodes(d: Draft, p: number): number {
  const mask = d.phFree ? FREE : (STRIKE[d.phLoc * E + clampE(d.en(p))] as number);
  return putMasked(d, p, mask, M_PLAY, 0);
}

/** Answers to the last link of a chain: a fitting counteraction, a Big Rally, or accepting. */
function respondCodes(d: Draft, p: number): number {
  const n = putMasked(d, p, answers(d, p), M_PLAY, 0);
  d.m[MOVES + n] = M_ACCEPT;
  return n + 1;
}

/** The kinds that may answer the last link of the chain (none when there is no chain). */
function answers(d: Draft, p: number): number {
  const len = d.chainLen;
  if (len === 0) return 0;
  const top = len - 1;
  const cat = K_CAT[d.m[CH_KIND + top] as number] as number;
  const ring = d.m[CH_LOC + top] === LOC_RING ? 1 : 0;
  const key = ((len === 1 ? 1 : 0) * 3 + cat) * 2 + ring;
  return ANSWER[key * E + clampE(d.en(p))] as number;
}

/** After taking a controller's attack, or after the controller discarded. */
function retaliateCodes(d: Draft, p: number): number {
  const km = p === 0 ? d.km0 : d.km1;
  let n = putMasked(d, p, km & (BASIC_NOW[d.loc * E + clampE(d.en(p))] as number), M_PLAY, 0);
  n = putMasked(d, p, km, M_DISCARD, n);
  d.m[MOVES + n] = M_ACCEPT;
  return n + 1;
}

/** A No Control reveal: a Basic Attack, a counteraction against Basic Attacks, or a discard. */
export function revealCodes(d: Draft, p: number): number {
  const km = p === 0 ? d.km0 : d.km1;
  const e = clampE(d.en(p));
  let n = putMasked(d, p, km & (BASIC_NOW[d.loc * E + e] as number), M_PLAY, 0);
  n = putMasked(d, p, km & (REVEAL_COUNTER[e] as number), M_PLAY, n);
  n = putMasked(d, p, km & (RALLY_OK[e] as number), M_PLAY, n);
  return putMasked(d, p, km, M_DISCARD, n);
}

/**
 * A covered wrestler: he must play one of his saving cards (Reach for the Ropes only in the ring).
 * The referee's count is not a choice: it is the automatic `count` step of a wrestler without one.
 */
function coverCodes(d: Draft, p: number, loc: number): number {
  return putMasked(d, p, SAVES[loc] as number, M_PLAY, 0);
}

/** How many saving cards (by kind) a covered wrestler could play at `loc` (0: the count follows). */
export const coverCount = (d: Draft, p: number, loc: number): number =>
  bits((p === 0 ? d.km0 : d.km1) & (SAVES[loc] as number));

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

/**
 * The move a random bot picks: draws `rng.int(0, n - 1)` over the `n` moves {@link legalCodes}
 * lists for `p` (on the turn of `p`, the match not over) and returns that move's code, counting
 * the moves from the hand's kind masks instead of writing them all.
 */
export function randomCode(d: Draft, p: number, rng: Rng): number {
  const km = p === 0 ? d.km0 : d.km1;
  const e = clampE(d.en(p));
  switch (d.ph) {
    case PH_REVEAL:
      return pickOf(
        d,
        p,
        rng,
        km & (BASIC_NOW[d.loc * E + e] as number),
        km & (REVEAL_COUNTER[e] as number),
        km & (RALLY_OK[e] as number),
        km,
        0,
      );
    case PH_LEAD:
      return pickLead(d, p, rng, km, e);
    case PH_FOLLOWUP:
      return pickOf(d, p, rng, km & (d.phFree ? FREE : (STRIKE[d.phLoc * E + e] as number)), 0, 0, 0, 0);
    case PH_RESPOND:
      return pickOf(d, p, rng, km & answers(d, p), 0, 0, 0, 1);
    case PH_RETALIATE:
    case PH_ANSWER:
      return pickOf(d, p, rng, km & (BASIC_NOW[d.loc * E + e] as number), 0, 0, km, 1);
    case PH_COVER:
      return pickOf(d, p, rng, km & (SAVES[d.phLoc] as number), 0, 0, 0, 0);
    default:
      return pickOf(d, p, rng, 0, 0, 0, 0, 0);
  }
}

/**
 * {@link randomCode} for a list of plays of the kinds in `a`, then `b`, then `c`, then discards of
 * the kinds in `discard`, then `accept` (1) or not (0); a lone pass when that is empty.
 */
function pickOf(
  d: Draft,
  p: number,
  rng: Rng,
  a: number,
  b: number,
  c: number,
  discard: number,
  accept: number,
): number {
  const plays = bits(a | b | c);
  const n = plays + bits(discard) + accept;
  if (n === 0) {
    rng.int(0, 0);
    return M_PASS;
  }
  let k = rng.int(0, n - 1);
  if (k >= plays) {
    k -= plays;
    return k < n - plays - accept ? moveCode(M_DISCARD, nth(d, p, discard, k)) : M_ACCEPT;
  }
  const na = bits(a);
  if (k < na) return moveCode(M_PLAY, nth(d, p, a, k));
  k -= na;
  const nb = bits(b);
  return moveCode(M_PLAY, k < nb ? nth(d, p, b, k) : nth(d, p, c, k - nb));
}

/**
 * {@link randomCode} for the controller: attacks and location moves, a hold, a Big Rally; when he
 * cannot attack, lone trips (`tripAlone`) and discards.
 */
function pickLead(d: Draft, p: number, rng: Rng, km: number, e: number): number {
  const u = bits(km);
  const plays = leadPlays(km, e);
  const hold = d.holdP === p && energyOk(d.holdK, e) ? 1 + u : 0;
  const rally = km & (RALLY_OK[e] as number);
  const nr = bits(rally);
  const able = plays + hold > 0;
  const go = km & (GO_OK[e] as number);
  // Unable to attack: a trip with nothing to follow, to either place (`tripAlone`), or a discard.
  const alone = able || !d.tripAlone ? 0 : 2 * bits(go);
  const n = plays + hold + nr + alone + (able ? 0 : u);
  if (n === 0) {
    rng.int(0, 0);
    return M_PASS;
  }
  let k = rng.int(0, n - 1);
  if (k < plays) return nthLead(d, p, e, k);
  k -= plays;
  if (k < hold) return moveCode(M_HOLD, k === 0 ? -1 : nth(d, p, km, k - 1));
  k -= hold;
  if (k < nr) return moveCode(M_PLAY, nth(d, p, rally, k));
  k -= nr;
  if (k < alone) return moveCode(k === 0 ? M_GO_OUTSIDE : M_GO_TOP, nth(d, p, go, 0));
  return moveCode(M_DISCARD, nth(d, p, km, k - alone));
}

/** True for a card that saves a covered wrestler at `location`. */
export function isSavingCard(card: CardId, location: RingLocation): boolean {
  const k = kindOf(card);
  return (
    k === "big-rally" || k === "referee-distracted" || (k === "reach-for-the-ropes" && location === "ring")
  );
}
