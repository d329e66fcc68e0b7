/**
 * The rules on the mutable working copy: playing a move (by its code), the referee's count, the end
 * of a round. One core for everything: the Game API runs it on a copy loaded from the JSON state,
 * the fast path and the strong bot's playouts on one copy for a whole match. Events are built only
 * when the copy has an event sink. Internal.
 */
import { RingsideError, d4, takeCard, type MatchResult } from "@ringside/core";
import {
  CAT_BASIC,
  CAT_COUNTER,
  CAT_HIGH,
  C_KIND,
  CTRL_CONTROL,
  CTRL_NO,
  KIND_IDS,
  K_BIG_RALLY,
  K_CAT,
  K_CTRL,
  K_DMG,
  K_MIN,
  K_NAME,
  K_REFEREE,
  K_REVERSAL,
  K_SPECIAL,
  K_STRIKE,
  K_TAUNT,
  LOCATIONS,
  LOC_RING,
  LOC_TOP,
  M_DISCARD,
  M_GO_OUTSIDE,
  M_GO_TOP,
  M_HOLD,
  M_PASS,
  M_PLAY,
  PLAYERS,
  SP_CHANGE_LOCATION,
  SP_DODGE,
  SP_DOUBLE_KNOCKDOWN,
  SP_FOREIGN_OBJECT,
  SP_HOLD,
  SP_OUTSIDE_INTERFERENCE,
  SP_RECOVER,
  SP_REVERSAL,
  SP_TAUNT,
  cardAt,
  codeOf,
  moveObject,
} from "./codes.js";
import {
  CH_CARD,
  CH_KIND,
  CH_LOC,
  CH_PLAYER,
  CH_TO,
  CTX_FOLLOWUP,
  CTX_FREE,
  CTX_LEAD,
  CTX_RETALIATION,
  CTX_REVEAL,
  DISC,
  DISCARDED,
  DRAW,
  HAND,
  HELD,
  OFFENSE,
  PH_ANSWER,
  PH_COUNT,
  PH_COVER,
  PH_FOLLOWUP,
  PH_LEAD,
  PH_OVER,
  PH_RESPOND,
  PH_RETALIATE,
  PH_REVEAL,
  REM,
  RP_KIND,
  RP_PLAYER,
  diceOf,
  ownDeck,
  type Draft,
} from "./draft.js";
import { coverCount } from "./legal.js";
import type { RassleMove, RasslePlayer } from "./types.js";

const CAP = 80;
const pl = (p: number): RasslePlayer => PLAYERS[p] as RasslePlayer;
const kindName = (k: number): (typeof KIND_IDS)[number] => KIND_IDS[k] as (typeof KIND_IDS)[number];

/** Takes one copy of card `c` out of the hand of `p` (`CARD_NOT_FOUND` when it is not there). */
function take(d: Draft, p: number, c: number): void {
  const m = d.m;
  const base = HAND + p * CAP;
  const n = p === 0 ? d.h0 : d.h1;
  // Where the random bot found the card, else a search (each card of the deck is one integer).
  let i = d.found;
  if (i >= n || m[base + i] !== c) {
    i = 0;
    while (i < n && m[base + i] !== c) i++;
  }
  if (i === n) takeCard(d.handOf(p), cardAt(c));
  for (; i < n - 1; i++) m[base + i] = m[base + i + 1] as number;
  const k = C_KIND[c] as number;
  const at = HELD + p * 32 + k;
  const left = (m[at] as number) - 1;
  m[at] = left;
  if (p === 0) {
    d.h0--;
    if (left === 0) d.km0 &= ~(1 << k);
  } else {
    d.h1--;
    if (left === 0) d.km1 &= ~(1 << k);
  }
}

function addToHand(d: Draft, p: number, c: number): void {
  const m = d.m;
  const k = C_KIND[c] as number;
  const at = HELD + p * 32 + k;
  m[at] = (m[at] as number) + 1;
  if (p === 0) {
    m[HAND + d.h0++] = c;
    d.km0 |= 1 << k;
  } else {
    m[HAND + CAP + d.h1++] = c;
    d.km1 |= 1 << k;
  }
}

/**
 * Draws one card, shuffling the discards back when the draw pile is empty and `reshuffle` allows;
 * -1 when there is nothing to draw. Every Big Rally in the discard pile leaves the game at the
 * reshuffle, however it got there (played, discarded, or turned up by a count). Same cards and
 * dice as core's `drawCards`.
 */
function drawOne(d: Draft, reshuffle: boolean): number {
  const m = d.m;
  if (d.drawPos === d.drawEnd) {
    if (!reshuffle || d.discLen === 0) return -1;
    let n = 0;
    for (let i = d.discLen - 1; i >= 0; i--) {
      const c = m[DISC + i] as number;
      if (C_KIND[c] === K_BIG_RALLY) m[REM + d.remLen++] = c;
      else m[DRAW + n++] = c;
    }
    const src = diceOf(d);
    for (let i = n - 1; i > 0; i--) {
      const j = DRAW + src.int(0, i, "shuffle");
      const t = m[DRAW + i] as number;
      m[DRAW + i] = m[j] as number;
      m[j] = t;
    }
    d.drawPos = 0;
    d.drawEnd = n;
    d.discLen = 0;
    d.reshuffles++;
    if (n === 0) return -1;
  }
  return m[DRAW + d.drawPos++] as number;
}

function energyEvent(d: Draft): void {
  d.events?.push({ type: "energy", energy: { a: d.e0, b: d.e1 }, removed: d.energyRemoved });
}

/** Moves up to `amount` energy from `from` to the other; only some plays may take the last point. */
function transfer(d: Draft, from: number, amount: number, canZero: boolean): number {
  const floor = canZero ? 0 : 1;
  const moved = Math.max(0, Math.min(amount, d.en(from) - floor));
  d.addEn(from, -moved);
  d.addEn(1 - from, moved);
  return moved;
}

function end(d: Draft, result: MatchResult<RasslePlayer>): void {
  d.result = result;
  d.ph = PH_OVER;
  const ev = d.events;
  if (ev === null) return;
  ev.push({ type: "ended", result });
  if (d.champion >= 0) {
    const champ = pl(d.champion);
    const changed = result.winner !== null && result.winner !== champ && result.method === "pinfall";
    ev.push({ type: "title", champion: changed && result.winner !== null ? result.winner : champ, changed });
  }
}

/** Draws cards for `p`; false when a time limit ran out (the match is then over). */
function draw(d: Draft, p: number, count: number): boolean {
  if (count <= 0) return true;
  ownDeck(d);
  const limit = d.timeLimit;
  const allowed = limit < 0 || d.reshuffles < limit;
  const before = d.discLen;
  const shuffles = d.reshuffles;
  let drawn = 0;
  while (drawn < count) {
    const c = drawOne(d, allowed);
    if (c < 0) break;
    addToHand(d, p, c);
    drawn++;
  }
  const ev = d.events;
  if (ev !== null) {
    if (d.reshuffles > shuffles) {
      ev.push({
        type: "reshuffled",
        times: d.reshuffles,
        keptOut: before - (d.drawEnd - d.drawPos) - drawn,
      });
    }
    if (drawn > 0) ev.push({ type: "drew", player: pl(p), count: drawn });
  }
  if (drawn < count && limit >= 0 && d.drawPos === d.drawEnd) {
    end(d, { winner: null, method: "time-limit", detail: "the deck ran out once too often" });
    return false;
  }
  return true;
}

function pushDiscard(d: Draft, c: number): void {
  ownDeck(d);
  d.m[DISC + d.discLen++] = c;
}

function discardCard(d: Draft, p: number, c: number, held = true): void {
  if (held) take(d, p, c);
  pushDiscard(d, c);
  d.events?.push({ type: "discarded", player: pl(p), kind: kindName(C_KIND[c] as number) });
}

function markDiscarded(d: Draft, p: number): void {
  d.m[DISCARDED + d.discardedLen++] = p;
}

function hasDiscarded(d: Draft, p: number): boolean {
  for (let i = 0; i < d.discardedLen; i++) if (d.m[DISCARDED + i] === p) return true;
  return false;
}

/** Takes a played card from the hand to the discard pile (a Big Rally leaves the game). */
function putInPlay(d: Draft, p: number, c: number, held = true): void {
  if (held) take(d, p, c);
  const k = C_KIND[c] as number;
  ownDeck(d);
  if (k === K_BIG_RALLY) d.m[REM + d.remLen++] = c;
  else d.m[DISC + d.discLen++] = c;
  notePlay(d, p, k);
}

function notePlay(d: Draft, p: number, k: number): void {
  d.m[RP_PLAYER + d.rpLen] = p;
  d.m[RP_KIND + d.rpLen++] = k;
}

function checkDrawByEnergy(d: Draft): boolean {
  if (d.result === null && d.e0 + d.e1 <= 4) {
    end(d, { winner: null, method: "draw", detail: "total energy fell to four or below" });
    return true;
  }
  return d.result !== null;
}

function noteOffense(d: Draft, p: number, k: number): void {
  const m = d.m;
  const base = OFFENSE + p * 4;
  let n = p === 0 ? d.off0 : d.off1;
  if (n === 3) {
    m[base] = m[base + 1] as number;
    m[base + 1] = m[base + 2] as number;
    n = 2;
  }
  m[base + n] = k;
  if (p === 0) d.off0 = n + 1;
  else d.off1 = n + 1;
}

function holdBroken(d: Draft, p: number): void {
  d.events?.push({ type: "hold-broken", player: pl(p) });
  d.holdP = -1;
}

/** Starts a new round: resting, filling hands, control, and the first decision. */
function endRound(d: Draft): void {
  if (d.result !== null) return;
  const ev = d.events;
  if (hasDiscarded(d, 0) && hasDiscarded(d, 1) && d.e0 !== d.e1) {
    const low = d.e0 < d.e1 ? 0 : 1;
    if (transfer(d, 1 - low, 1, false) > 0) {
      ev?.push({ type: "rested", player: pl(low) });
      energyEvent(d);
    }
  }
  const next = d.rallyP >= 0 ? d.rallyP : d.nextCtrl;
  if (d.holdP >= 0 && d.holdP !== next) holdBroken(d, d.holdP);
  if (!draw(d, 0, d.handLimit - d.h0)) return;
  if (!draw(d, 1, d.handLimit - d.h1)) return;
  d.ctrl = next;
  d.nextCtrl = next;
  d.discardedLen = 0;
  d.rallyP = -1;
  d.loc = LOC_RING;
  d.rpLen = 0;
  d.rounds += 1;
  if (ev !== null) {
    const who = next < 0 ? null : pl(next);
    ev.push({ type: "control", player: who });
    ev.push({ type: "round-started", round: d.rounds, control: who });
  }
  if (next < 0) {
    d.ph = PH_REVEAL;
    d.subA = -1;
    d.subB = -1;
    d.subFirst = -1;
    d.subMoveA = null;
    d.subMoveB = null;
  } else {
    d.ph = PH_LEAD;
    d.phP = next;
  }
}

function cover(d: Draft, victim: number, location: number): void {
  d.events?.push({ type: "cover", player: pl(victim) });
  d.fBy = d.lhBy;
  d.fKind = d.lhKind;
  d.fReversal = d.lhReversal;
  d.fTaunt = d.lhTaunt;
  d.phP = victim;
  if (coverCount(d, victim, location) > 0) {
    d.ph = PH_COVER;
    d.phLoc = location;
  } else d.ph = PH_COUNT;
}

/** The referee's count: three cards straight to the discard pile; a zero card among them saves. */
export function count(d: Draft, victim: number): void {
  ownDeck(d);
  const limit = d.timeLimit;
  const allowed = limit < 0 || d.reshuffles < limit;
  const c1 = drawOne(d, allowed);
  const c2 = c1 < 0 ? -1 : drawOne(d, allowed);
  const c3 = c2 < 0 ? -1 : drawOne(d, allowed);
  const n = c1 < 0 ? 0 : c2 < 0 ? 1 : c3 < 0 ? 2 : 3;
  let saved = false;
  for (const c of [c1, c2, c3]) {
    if (c < 0) break;
    pushDiscard(d, c);
    if (K_MIN[C_KIND[c] as number] === 0) saved = true;
  }
  if (d.events !== null) {
    const cards = [c1, c2, c3].slice(0, n).map(cardAt);
    d.events.push({ type: "count", player: pl(victim), cards, saved });
  }
  if (saved) {
    d.fBy = -1;
    endRound(d);
  } else if (n < 3 && limit >= 0) {
    end(d, { winner: null, method: "time-limit", detail: "the deck ran out during the count" });
  } else {
    end(d, { winner: pl(1 - victim), method: "pinfall", detail: "the referee counted three" });
  }
}

function disqualificationCheck(d: Draft, reversedBy: number): boolean {
  if (!d.disqualification) return false;
  const k = d.m[CH_KIND] as number;
  const sp = K_SPECIAL[k];
  if (sp !== SP_FOREIGN_OBJECT && sp !== SP_OUTSIDE_INTERFERENCE) return false;
  const name = K_NAME[k] as string;
  const roll = d4(diceOf(d), `referee notices ${name}`);
  const culprit = sp === SP_FOREIGN_OBJECT && reversedBy >= 0 ? reversedBy : (d.m[CH_PLAYER] as number);
  const noticed = roll === 4;
  d.events?.push({ type: "noticed", player: pl(culprit), roll, disqualified: noticed });
  if (noticed) {
    end(d, { winner: pl(1 - culprit), method: "disqualification", detail: `the referee saw the ${name}` });
  }
  return noticed;
}

/** Records the last hit: a Taunt of its player earlier in the round counts for the ratings. */
function noteHit(d: Draft, by: number, k: number, reversal: boolean): void {
  const m = d.m;
  let taunt = false;
  const lastOwn = d.rpLen - 1;
  for (let i = 0; i < lastOwn; i++) {
    if (m[RP_PLAYER + i] === by && m[RP_KIND + i] === K_TAUNT) {
      taunt = true;
      break;
    }
  }
  d.lhBy = by;
  d.lhKind = k;
  d.lhReversal = reversal;
  d.lhTaunt = taunt;
}

/** Settles the chain: which link stands, energy, holds, control; then what comes next. */
function settle(d: Draft): void {
  const m = d.m;
  const n = d.chainLen;
  const context = d.ctx;
  const topI = n - 1;
  let i = topI;
  while (i >= 2 && m[CH_KIND + i] === K_REVERSAL) i -= 2;
  const attacker = m[CH_PLAYER] as number;
  const defender = 1 - attacker;
  const k = m[CH_KIND] as number;
  const sp = K_SPECIAL[k];
  const cat = K_CAT[k];
  const dmg = K_DMG[k] as number;
  const attackLoc = m[CH_LOC] as number;
  const bonus = cat === CAT_HIGH && attackLoc === 1 ? 1 : 0;
  const ev = d.events;
  let victim = -1;
  let reversedBy = -1;
  if (i === 0) {
    // The attack stands. A retaliation that stands breaks the other wrestler's hold; a kept hold
    // whose counter was itself reversed away stands again here and stays on.
    if (context === CTX_RETALIATION && d.holdP >= 0 && d.holdP !== attacker) holdBroken(d, d.holdP);
    if (sp === SP_HOLD || m[CH_CARD] === -1) {
      d.holdP = attacker;
      d.holdK = k;
    }
    if (dmg > 0) {
      const moved = transfer(d, defender, dmg + bonus, cat === CAT_HIGH);
      ev?.push({ type: "hit", by: pl(attacker), kind: kindName(k), amount: moved, reversed: false });
      energyEvent(d);
    }
    if (sp !== SP_TAUNT && sp !== SP_CHANGE_LOCATION) {
      noteHit(d, attacker, k, false);
      if (cat === CAT_HIGH && d.en(defender) === 0) victim = defender;
    }
  } else {
    const ck = m[CH_KIND + 1] as number;
    if (d.holdP >= 0 && d.holdP === attacker && m[CH_CARD] === -1) holdBroken(d, attacker);
    ev?.push({ type: "negated", player: pl(attacker), kind: kindName(k), by: kindName(ck) });
    switch (K_SPECIAL[ck]) {
      case SP_REVERSAL: {
        reversedBy = defender;
        const moved = transfer(d, attacker, dmg + bonus, cat === CAT_HIGH);
        if (dmg > 0) {
          ev?.push({ type: "hit", by: pl(defender), kind: kindName(k), amount: moved, reversed: true });
          energyEvent(d);
          noteHit(d, defender, k, true);
          if (cat === CAT_HIGH && d.en(attacker) === 0) victim = attacker;
        }
        break;
      }
      case SP_DODGE:
      case SP_RECOVER: {
        // A card that does no damage (Taunt, the trip card, Headlock) has no impact to turn: by
        // default the counter stops it and sets control but moves no energy (`noDamageCounters`).
        if (dmg === 0 && !d.noDamageFull) break;
        transfer(d, attacker, K_DMG[ck] as number, false);
        energyEvent(d);
        break;
      }
      case SP_DOUBLE_KNOCKDOWN: {
        if (dmg === 0 && !d.noDamageFull) break;
        if (d.e0 > 1) {
          d.e0 -= 1;
          d.energyRemoved += 1;
        }
        if (d.e1 > 1) {
          d.e1 -= 1;
          d.energyRemoved += 1;
        }
        energyEvent(d);
        break;
      }
      default:
        break;
    }
  }
  // Control follows the last card played.
  const ctrl = K_CTRL[k];
  if (n > 1)
    d.nextCtrl = K_CTRL[m[CH_KIND + topI] as number] === CTRL_CONTROL ? (m[CH_PLAYER + topI] as number) : -1;
  else if (ctrl === CTRL_CONTROL) d.nextCtrl = attacker;
  else if (ctrl === CTRL_NO) d.nextCtrl = -1;
  if (sp === SP_FOREIGN_OBJECT || sp === SP_OUTSIDE_INTERFERENCE) {
    if (disqualificationCheck(d, reversedBy)) return;
  }
  if (checkDrawByEnergy(d)) return;
  if (d.locationLastsAttack) d.loc = LOC_RING;
  if (victim >= 0) {
    // Whoever is thrown from the top rope (or falls from it) lands in the ring: the cover is there.
    cover(d, victim, attackLoc === LOC_TOP ? LOC_RING : attackLoc);
    return;
  }
  const to = m[CH_TO] as number;
  if (i === 0 && sp === SP_CHANGE_LOCATION && to >= 0) {
    d.loc = to;
    ev?.push({ type: "location", player: pl(attacker), to: LOCATIONS[to] as "outside" });
    d.ph = PH_FOLLOWUP;
    d.phP = attacker;
    d.phLoc = to;
    d.phFree = false;
    return;
  }
  if (i === 0 && sp === SP_TAUNT) {
    if (!draw(d, attacker, d.handLimit - (attacker === 0 ? d.h0 : d.h1))) return;
    d.ph = PH_LEAD;
    d.phP = attacker;
    return;
  }
  if (i === 0 && n === 1 && (context === CTX_LEAD || context === CTX_FOLLOWUP)) {
    d.ph = PH_RETALIATE;
    d.phP = defender;
    return;
  }
  endRound(d);
}

/** Adds a link to the chain (`to`: -1, or 1 outside / 2 top rope for the location card). */
function addLink(d: Draft, p: number, card: number, k: number, loc: number, to: number): void {
  const m = d.m;
  const i = d.chainLen++;
  m[CH_PLAYER + i] = p;
  m[CH_CARD + i] = card;
  m[CH_KIND + i] = k;
  m[CH_LOC + i] = loc;
  m[CH_TO + i] = to;
}

/** The chain is on the table: the other wrestler may answer its last link (a free attack settles). */
function offer(d: Draft, context: number): void {
  if (context === CTX_FREE) {
    d.ctx = context;
    settle(d);
    return;
  }
  d.ph = PH_RESPOND;
  d.phP = 1 - (d.m[CH_PLAYER + d.chainLen - 1] as number);
  d.ctx = context;
}

/**
 * Plays a Big Rally: a point from the other wrestler, then the free attack. `loc` is where it is
 * played (the cover's place for a save) and `role` how the event calls it.
 */
function playBigRally(
  d: Draft,
  p: number,
  c: number,
  held = true,
  loc = d.loc,
  role: "counter" | "save" = "counter",
): void {
  putInPlay(d, p, c, held);
  d.bigRallies += 1;
  d.events?.push({
    type: "played",
    player: pl(p),
    kind: "big-rally",
    location: LOCATIONS[loc] as "ring",
    role,
  });
  transfer(d, 1 - p, 1, false);
  energyEvent(d);
  d.rallyP = p;
  d.nextCtrl = p;
  d.loc = LOC_RING;
  d.ph = PH_FOLLOWUP;
  d.phP = p;
  d.phLoc = LOC_RING;
  d.phFree = true;
}

function playAttack(d: Draft, p: number, c: number, context: number, loc: number, held = true): void {
  putInPlay(d, p, c, held);
  const k = C_KIND[c] as number;
  d.events?.push({
    type: "played",
    player: pl(p),
    kind: kindName(k),
    location: LOCATIONS[loc] as "ring",
    role: context === CTX_FREE ? "free" : "attack",
  });
  // The last three offensive moves (Match ratings) are attacks on the other wrestler: neither the
  // Taunt nor the trip card (which never gets here) is one.
  if (K_STRIKE[k] === 1) noteOffense(d, p, k);
  d.chainLen = 0;
  addLink(d, p, c, k, loc, -1);
  offer(d, context);
}

const typeOf = (code: number): number => code & 7;
const cardOf = (code: number): number => (code >> 3) - 1;
const isRally = (code: number): boolean => typeOf(code) === M_PLAY && C_KIND[cardOf(code)] === K_BIG_RALLY;

function playedEvent(d: Draft, p: number, c: number, role: "attack" | "counter"): void {
  d.events?.push({
    type: "played",
    player: pl(p),
    kind: kindName(C_KIND[c] as number),
    location: "ring",
    role,
  });
}

function onReveal(d: Draft, p: number, code: number, move: RassleMove | null): void {
  const t = typeOf(code);
  if (t === M_PLAY || t === M_DISCARD) take(d, p, cardOf(code));
  if (d.subFirst < 0) d.subFirst = p;
  if (p === 0) {
    d.subA = code;
    d.subMoveA = move;
  } else {
    d.subB = code;
    d.subMoveB = move;
  }
  const ev = d.events;
  ev?.push({ type: "choice-made", player: pl(p) });
  const ca = d.subA;
  const cb = d.subB;
  if (ca < 0 || cb < 0) return;
  if (ev !== null) {
    ev.push({
      type: "revealed",
      choices: { a: d.subMoveA ?? moveObject(ca), b: d.subMoveB ?? moveObject(cb) },
    });
  }
  const ta = typeOf(ca);
  const tb = typeOf(cb);
  // The chosen cards left the hands when chosen: the helpers below do not take them again.
  const rally = isRally(ca) ? 0 : isRally(cb) ? 1 : -1;
  if (rally >= 0) {
    const other = 1 - rally;
    const oc = other === 0 ? ca : cb;
    const ot = typeOf(oc);
    if (ot === M_PLAY || ot === M_DISCARD) discardCard(d, other, cardOf(oc), false);
    if (ot === M_DISCARD) markDiscarded(d, other);
    playBigRally(d, rally, cardOf(rally === 0 ? ca : cb), false);
    return;
  }
  const catA = ta === M_PLAY ? K_CAT[C_KIND[cardOf(ca)] as number] : -1;
  const catB = tb === M_PLAY ? K_CAT[C_KIND[cardOf(cb)] as number] : -1;
  if (ta === M_DISCARD) {
    discardCard(d, 0, cardOf(ca), false);
    markDiscarded(d, 0);
  } else if (ta === M_PASS) markDiscarded(d, 0);
  if (tb === M_DISCARD) {
    discardCard(d, 1, cardOf(cb), false);
    markDiscarded(d, 1);
  } else if (tb === M_PASS) markDiscarded(d, 1);
  const attackA = catA === CAT_BASIC;
  const attackB = catB === CAT_BASIC;
  if (attackA && attackB) {
    const xa = cardOf(ca);
    const xb = cardOf(cb);
    const ka = C_KIND[xa] as number;
    const kb = C_KIND[xb] as number;
    if (ka === kb) {
      putInPlay(d, 0, xa, false);
      putInPlay(d, 1, xb, false);
      ev?.push({ type: "cancelled", kind: kindName(ka) });
      endRound(d);
      return;
    }
    const winner = (K_MIN[ka] as number) < (K_MIN[kb] as number) ? 0 : 1;
    const wc = winner === 0 ? xa : xb;
    const lc = winner === 0 ? xb : xa;
    putInPlay(d, 1 - winner, lc, false);
    ev?.push({
      type: "outdone",
      winner: pl(winner),
      kind: kindName(C_KIND[wc] as number),
      beaten: kindName(C_KIND[lc] as number),
    });
    playAttack(d, winner, wc, CTX_REVEAL, LOC_RING, false);
    return;
  }
  if (attackA || attackB) {
    const attacker = attackA ? 0 : 1;
    const defender = 1 - attacker;
    const c = cardOf(attacker === 0 ? ca : cb);
    putInPlay(d, attacker, c, false);
    const k = C_KIND[c] as number;
    playedEvent(d, attacker, c, "attack");
    noteOffense(d, attacker, k);
    d.chainLen = 0;
    addLink(d, attacker, c, k, LOC_RING, -1);
    if ((defender === 0 ? catA : catB) === CAT_COUNTER) {
      // The counteraction shown with the attack answers it; the attacker may still reverse it.
      const cc = cardOf(defender === 0 ? ca : cb);
      putInPlay(d, defender, cc, false);
      playedEvent(d, defender, cc, "counter");
      addLink(d, defender, cc, C_KIND[cc] as number, LOC_RING, -1);
      offer(d, CTX_REVEAL);
      return;
    }
    // Discarding (or passing) was this wrestler's choice instead of a counteraction: having seen
    // the attack, he gets no answer to it. Only the loser of two Basic Attacks answers (above).
    d.ctx = CTX_REVEAL;
    settle(d);
    return;
  }
  // No attack on either side: counteractions are spent for nothing.
  if (catA === CAT_COUNTER) {
    putInPlay(d, 0, cardOf(ca), false);
    playedEvent(d, 0, cardOf(ca), "counter");
  }
  if (catB === CAT_COUNTER) {
    putInPlay(d, 1, cardOf(cb), false);
    playedEvent(d, 1, cardOf(cb), "counter");
  }
  endRound(d);
}

function onLead(d: Draft, p: number, code: number): void {
  const t = typeOf(code);
  if (t !== M_HOLD && d.holdP >= 0 && d.holdP === p) holdBroken(d, p);
  const c = cardOf(code);
  switch (t) {
    case M_PLAY: {
      if (C_KIND[c] === K_BIG_RALLY) playBigRally(d, p, c);
      else playAttack(d, p, c, CTX_LEAD, LOC_RING);
      return;
    }
    case M_GO_OUTSIDE:
    case M_GO_TOP: {
      putInPlay(d, p, c);
      playedEvent(d, p, c, "attack");
      d.chainLen = 0;
      addLink(d, p, c, C_KIND[c] as number, LOC_RING, t === M_GO_OUTSIDE ? 1 : 2);
      offer(d, CTX_LEAD);
      return;
    }
    case M_HOLD: {
      const k = d.holdK;
      if (c >= 0) discardCard(d, p, c);
      d.events?.push({ type: "hold-kept", player: pl(p), kind: kindName(k) });
      notePlay(d, p, k);
      noteOffense(d, p, k);
      d.chainLen = 0;
      addLink(d, p, -1, k, LOC_RING, -1);
      offer(d, CTX_LEAD);
      return;
    }
    case M_DISCARD: {
      discardCard(d, p, c);
      markDiscarded(d, p);
      d.ph = PH_ANSWER;
      d.phP = 1 - p;
      return;
    }
    default: {
      markDiscarded(d, p);
      d.ph = PH_ANSWER;
      d.phP = 1 - p;
    }
  }
}

function onRespond(d: Draft, p: number, code: number): void {
  if (typeOf(code) !== M_PLAY) {
    settle(d);
    return;
  }
  const m = d.m;
  const c = cardOf(code);
  const k = C_KIND[c] as number;
  if (k === K_BIG_RALLY) {
    if (d.holdP >= 0 && m[CH_CARD] === -1) holdBroken(d, d.holdP);
    d.events?.push({
      type: "negated",
      player: pl(m[CH_PLAYER] as number),
      kind: kindName(m[CH_KIND] as number),
      by: "big-rally",
    });
    // Who holds the object when the Rally cuts in: a Reversal standing on it (an odd run of
    // Reversals on top of it) put it in the reverser's hand.
    let top = d.chainLen - 1;
    while (top >= 2 && m[CH_KIND + top] === K_REVERSAL) top -= 2;
    const reversedBy = top === 1 && m[CH_KIND + 1] === K_REVERSAL ? 1 - (m[CH_PLAYER] as number) : -1;
    playBigRally(d, p, c);
    // Dice order: the answered attempt's notice die is rolled here, after the Rally's point and
    // before its free attack (which, when it is a Foreign Object or Ambush, rolls its own die when
    // it settles). The Rally draws no dice itself, so every match rolls in one fixed order.
    disqualificationCheck(d, reversedBy);
    return;
  }
  const topLoc = m[CH_LOC + d.chainLen - 1] as number;
  putInPlay(d, p, c);
  d.events?.push({
    type: "played",
    player: pl(p),
    kind: kindName(k),
    location: LOCATIONS[topLoc] as "ring",
    role: "counter",
  });
  addLink(d, p, c, k, topLoc, -1);
  offer(d, d.ctx);
}

function onRetaliate(d: Draft, p: number, code: number): void {
  const t = typeOf(code);
  if (t === M_PLAY) {
    // A hold is broken by the retaliation only if it stands (see `settle`), not by its attempt.
    playAttack(d, p, cardOf(code), CTX_RETALIATION, d.loc);
    return;
  }
  if (t === M_DISCARD) {
    discardCard(d, p, cardOf(code));
    markDiscarded(d, p);
  }
  endRound(d);
}

function onCover(d: Draft, p: number, code: number): void {
  if (typeOf(code) !== M_PLAY) {
    count(d, p);
    return;
  }
  const c = cardOf(code);
  const k = C_KIND[c] as number;
  d.fBy = -1;
  d.events?.push({ type: "saved", player: pl(p), kind: kindName(k) });
  if (k === K_BIG_RALLY) {
    playBigRally(d, p, c, true, d.phLoc, "save");
    return;
  }
  putInPlay(d, p, c);
  d.events?.push({
    type: "played",
    player: pl(p),
    kind: kindName(k),
    location: LOCATIONS[d.phLoc] as "ring",
    role: "save",
  });
  transfer(d, 1 - p, 1, false);
  energyEvent(d);
  // The save is the last card played: its marker sets control, and a Big Rally's claim earlier in
  // the round (its free attack caused this cover) lapses.
  d.nextCtrl = k === K_REFEREE ? p : -1;
  d.rallyP = -1;
  endRound(d);
}

/**
 * Applies the legal move `code` of player `p` (0 or 1) in place. `move` is the JSON move when the
 * caller has one (a reveal keeps it as submitted), else null.
 */
export function applyCode(d: Draft, p: number, code: number, move: RassleMove | null): void {
  switch (d.ph) {
    case PH_REVEAL:
      onReveal(d, p, code, move);
      break;
    case PH_LEAD:
      onLead(d, p, code);
      break;
    case PH_FOLLOWUP:
      if (typeOf(code) === M_PLAY) {
        playAttack(d, p, cardOf(code), d.phFree ? CTX_FREE : CTX_FOLLOWUP, d.phFree ? LOC_RING : d.phLoc);
      } else {
        // A trip with no attack after it (the `tripAlone` option: the controller had none to make,
        // and played the card instead of discarding, as its rule's note allows). Our reading: the location card
        // carries no control marker, so it changes nothing about control; the marker that put
        // the controller in charge this round still rules and he keeps control. It was a play, not
        // a discard, so nobody rests; the other wrestler took no attack, so there is nothing to
        // retaliate against (his one chance was to answer the location card itself).
        endRound(d);
      }
      break;
    case PH_RESPOND:
      onRespond(d, p, code);
      break;
    case PH_RETALIATE:
    case PH_ANSWER:
      onRetaliate(d, p, code);
      break;
    case PH_COVER:
      onCover(d, p, code);
      break;
    default:
      break;
  }
}

/** Applies a legal JSON move of `player` to the working copy in place (the mutable core of `play`). */
export function applyOn(d: Draft, player: RasslePlayer, move: RassleMove): void {
  const code = codeOf(move);
  if (code < 0 || (code >> 3) - 1 < -1) {
    throw new RingsideError("ILLEGAL_MOVE", "rasslefest: illegal move", "the move names no card of the deck");
  }
  applyCode(d, player === "a" ? 0 : 1, code, move);
}

/** Runs the referee's count of the `count` phase on the working copy in place. */
export function advanceOn(d: Draft): void {
  if (d.ph === PH_COUNT) count(d, d.phP);
}
