/**
 * In Control Rounds: the controller must attack if he can (a Basic or High Risk Attack, a trip
 * with an attack to follow, a Taunt, a hold to keep, or a Big Rally); only when he cannot does he
 * discard (or trip alone). The other wrestler answers the attack (see `counteractions.ts`) or
 * takes it and may hit back with a Basic Attack or discard; after the controller's discard he may
 * attack with a Basic Attack or discard too. Docs: /rasslefest/rules#control-rounds.
 */
import {
  K_BIG_RALLY,
  LOC_RING,
  M_ACCEPT,
  M_DISCARD,
  M_GO_OUTSIDE,
  M_GO_TOP,
  M_HOLD,
  M_PLAY,
  SP_TAUNT,
} from "../codes.js";
import type { Draft } from "../draft.js";
import { CTX_LEAD, CTX_RETALIATION, handCard, MOVES, PH_ANSWER, putMove } from "../layout.js";
import { basicAt, strikesAt } from "./basicVsHighRisk.js";
import { RALLY_OK, playBigRally } from "./bigRally.js";
import { cardOf, typeOf } from "./codesOfMoves.js";
import { addLink, offer, playAttack, playedEvent } from "./counteractions.js";
import { discardCard, markDiscarded } from "./discarding.js";
import { energyFits, kindIdOf, kindOfCard, seat, specialOf } from "./facts.js";
import { holdBroken, holdCodes, mayKeepHold } from "./holds.js";
import { E, clampE, handKinds, maskOf, putMasked, table } from "./masks.js";
import { noteOffense, notePlay } from "./matchLog.js";
import { goOk, loneTripCodes, tripCodes } from "./nowWheresHeGoing.js";
import { endRound } from "./round.js";
import { putInPlay } from "./shuffling.js";
import { moveCode } from "../codes.js";

/** Taunts within their window, by energy. */
const TAUNT = table(E, (e) => maskOf((k) => specialOf(k) === SP_TAUNT && energyFits(k, e)));

/**
 * The controller's options at the start of (or on going again in) a Control round: each attack
 * card in hand order (a trip once for each place an attack in hand could follow it), keeping the
 * hold, a Big Rally; and only when none of the first three is possible, lone trips and discards.
 */
export function leadCodes(d: Draft, p: number): number {
  const km = handKinds(d, p);
  const e = d.en(p);
  const lead = strikesAt(LOC_RING, e) | (TAUNT[clampE(e)] as number);
  const go = goOk(e);
  let mask = km & (lead | go);
  let n = 0;
  const len = p === 0 ? d.h0 : d.h1;
  for (let i = 0; i < len && mask !== 0; i++) {
    const c = handCard(d, p, i);
    const bit = 1 << kindOfCard(c);
    if ((mask & bit) === 0) continue;
    mask ^= bit;
    if ((lead & bit) !== 0) n = putMove(d, n, moveCode(M_PLAY, c));
    else n = tripCodes(d, p, c, e, n);
  }
  if (mayKeepHold(d, p, e)) n = holdCodes(d, p, km, n);
  const able = n > 0;
  n = putMasked(d, p, km & (RALLY_OK[clampE(e)] as number), M_PLAY, n);
  if (able) return n;
  if (d.tripAlone) n = loneTripCodes(d, p, e, n);
  return putMasked(d, p, km, M_DISCARD, n);
}

/** After taking a controller's attack, or after the controller discarded: a Basic Attack, a discard, or nothing. */
export function retaliateCodes(d: Draft, p: number): number {
  const km = handKinds(d, p);
  let n = putMasked(d, p, km & basicAt(d.loc, d.en(p)), M_PLAY, 0);
  n = putMasked(d, p, km, M_DISCARD, n);
  d.m[MOVES + n] = M_ACCEPT;
  return n + 1;
}

/** The controller's decision `code`. */
export function onLead(d: Draft, p: number, code: number): void {
  const t = typeOf(code);
  if (t !== M_HOLD && d.holdP >= 0 && d.holdP === p) holdBroken(d, p);
  const c = cardOf(code);
  switch (t) {
    case M_PLAY: {
      if (kindOfCard(c) === K_BIG_RALLY) playBigRally(d, p, c);
      else playAttack(d, p, c, CTX_LEAD, LOC_RING);
      return;
    }
    case M_GO_OUTSIDE:
    case M_GO_TOP: {
      putInPlay(d, p, c);
      playedEvent(d, p, c, "attack");
      d.chainLen = 0;
      addLink(d, p, c, kindOfCard(c), LOC_RING, t === M_GO_OUTSIDE ? 1 : 2);
      offer(d, CTX_LEAD);
      return;
    }
    case M_HOLD: {
      const k = d.holdK;
      if (c >= 0) discardCard(d, p, c);
      d.events?.push({ type: "hold-kept", player: seat(p), kind: kindIdOf(k) });
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

/** The hit-back after the controller's attack (or the answer to his discard). */
export function onRetaliate(d: Draft, p: number, code: number): void {
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
