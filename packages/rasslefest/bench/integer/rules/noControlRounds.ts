/**
 * No Control Rounds: with nobody in control, both wrestlers choose at once, face down: a Basic
 * Attack, a counteraction against Basic Attacks, a Big Rally, or a discard. The Basic Attack
 * with the lower energy need lands (the loser may still answer it); equal cards cancel and the
 * round is played again; a counteraction shown against an attack answers it.
 * Docs: /rasslefest/rules#no-control-rounds.
 */
import { CAT_BASIC, CAT_COUNTER, LOC_RING, M_DISCARD, M_PASS, M_PLAY, codeOf, moveObject } from "../codes.js";
import type { Draft } from "../draft.js";
import { CTX_REVEAL } from "../layout.js";
import type { RassleMove, RasslePlayer } from "../types.js";
import { basicAt } from "./basicVsHighRisk.js";
import { RALLY_OK } from "./bigRally.js";
import { cardOf, isRally, typeOf } from "./codesOfMoves.js";
import { addLink, againstBasic, offer, playAttack, playedEvent, settle } from "./counteractions.js";
import { discardCard, markDiscarded } from "./discarding.js";
import { categoryOf, kindIdOf, kindOfCard, minEnergy, seat } from "./facts.js";
import { take } from "./hands.js";
import { clampE, handKinds, putMasked } from "./masks.js";
import { playBigRally } from "./bigRally.js";
import { noteOffense } from "./matchLog.js";
import { endRound } from "./round.js";
import { putInPlay } from "./shuffling.js";

/** A No Control reveal: a Basic Attack, a counteraction against Basic Attacks, a Big Rally, or a discard. */
export function revealCodes(d: Draft, p: number): number {
  const km = handKinds(d, p);
  const e = d.en(p);
  let n = putMasked(d, p, km & basicAt(d.loc, e), M_PLAY, 0);
  n = putMasked(d, p, km & againstBasic(e), M_PLAY, n);
  n = putMasked(d, p, km & (RALLY_OK[clampE(e)] as number), M_PLAY, n);
  return putMasked(d, p, km, M_DISCARD, n);
}

/** `p` chooses `code` face down (`move`: the JSON move, kept as submitted); both in, the reveal. */
export function onReveal(d: Draft, p: number, code: number, move: RassleMove | null): void {
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
  ev?.push({ type: "choice-made", player: seat(p) });
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
  const catA = ta === M_PLAY ? categoryOf(kindOfCard(cardOf(ca))) : -1;
  const catB = tb === M_PLAY ? categoryOf(kindOfCard(cardOf(cb))) : -1;
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
    const ka = kindOfCard(xa);
    const kb = kindOfCard(xb);
    if (ka === kb) {
      // Trading punches: both cancel.
      putInPlay(d, 0, xa, false);
      putInPlay(d, 1, xb, false);
      ev?.push({ type: "cancelled", kind: kindIdOf(ka) });
      endRound(d);
      return;
    }
    const winner = minEnergy(ka) < minEnergy(kb) ? 0 : 1;
    const wc = winner === 0 ? xa : xb;
    const lc = winner === 0 ? xb : xa;
    putInPlay(d, 1 - winner, lc, false);
    ev?.push({
      type: "outdone",
      winner: seat(winner),
      kind: kindIdOf(kindOfCard(wc)),
      beaten: kindIdOf(kindOfCard(lc)),
    });
    playAttack(d, winner, wc, CTX_REVEAL, LOC_RING, false);
    return;
  }
  if (attackA || attackB) {
    const attacker = attackA ? 0 : 1;
    const defender = 1 - attacker;
    const c = cardOf(attacker === 0 ? ca : cb);
    putInPlay(d, attacker, c, false);
    const k = kindOfCard(c);
    playedEvent(d, attacker, c, "attack");
    noteOffense(d, attacker, k);
    d.chainLen = 0;
    addLink(d, attacker, c, k, LOC_RING, -1);
    if ((defender === 0 ? catA : catB) === CAT_COUNTER) {
      // The counteraction shown with the attack answers it; the attacker may still reverse it.
      const cc = cardOf(defender === 0 ? ca : cb);
      putInPlay(d, defender, cc, false);
      playedEvent(d, defender, cc, "counter");
      addLink(d, defender, cc, kindOfCard(cc), LOC_RING, -1);
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

/** The JSON move chosen face down by `p` (0 or 1) in a reveal, or undefined. */
export function submittedBy(d: Draft, p: number): RassleMove | undefined {
  const code = p === 0 ? d.subA : d.subB;
  if (code < 0) return undefined;
  return (p === 0 ? d.subMoveA : d.subMoveB) ?? moveObject(code);
}

/** The choices made face down so far, as JSON (the first to choose first). */
export function submittedOf(d: Draft): Partial<Record<RasslePlayer, RassleMove>> {
  const submitted: Partial<Record<RasslePlayer, RassleMove>> = {};
  const first = d.subFirst;
  if (first < 0) return submitted;
  for (const p of [first, 1 - first]) {
    const move = submittedBy(d, p);
    if (move !== undefined) submitted[seat(p)] = move;
  }
  return submitted;
}

/** Writes the choices made face down from a JSON reveal. */
export function loadReveal(d: Draft, submitted: Partial<Record<RasslePlayer, RassleMove>>): void {
  d.subA = -1;
  d.subB = -1;
  d.subFirst = -1;
  d.subMoveA = null;
  d.subMoveB = null;
  for (const key in submitted) {
    const move = submitted[key as RasslePlayer];
    if (move === undefined) continue;
    const p = key === "a" ? 0 : 1;
    if (d.subFirst < 0) d.subFirst = p;
    if (p === 0) {
      d.subA = codeOf(move);
      d.subMoveA = move;
    } else {
      d.subB = codeOf(move);
      d.subMoveB = move;
    }
  }
}
