/**
 * In Control Rounds: the controller must attack if he can (a Basic or High Risk Attack, a trip
 * with an attack to follow, a Taunt, a hold to keep, or a Big Rally); only when he cannot does he
 * discard (or trip alone). The other wrestler answers the attack (see `counteractions.ts`) or
 * takes it and may hit back with a Basic Attack or discard; after the controller's discard he may
 * attack with a Basic Attack or discard too. Docs: /rasslefest/rules#control-rounds.
 */
import { RingsideError } from "@ringside/core";
import { cardKind, type CardKind } from "../cards.js";
import { opponent, type Draft, type Table } from "../draft.js";
import { ACCEPT, discardOf, playOf } from "../moves.js";
import type { RassleMove, RasslePlayer } from "../types.js";
import { basicOk, strikeOk } from "./basicVsHighRisk.js";
import { playBigRally, rallyOk } from "./bigRally.js";
import { offer, playAttack, playedEvent } from "./counteractions.js";
import { discardCard, markDiscarded } from "./discarding.js";
import { energyFits } from "./facts.js";
import { oneOfEachKind } from "./hands.js";
import { holdBroken, holdMoves, mayKeepHold } from "./holds.js";
import { noteOffense, notePlay } from "./matchLog.js";
import { goOk, loneTripMoves, tripMoves } from "./nowWheresHeGoing.js";
import { endRound } from "./round.js";
import { putInPlay } from "./shuffling.js";

/** True for a card the controller may lead with in the ring: an attack, or a Taunt in its window. */
const leadOk = (k: CardKind, energy: number): boolean =>
  strikeOk(k, "ring", energy) || (k.special === "taunt" && energyFits(k, energy));

/**
 * The controller's options at the start of (or on going again in) a Control round: each attack
 * card in hand order (a trip once for each place an attack in hand could follow it), keeping the
 * hold, a Big Rally; and only when none of these is possible, lone trips and discards.
 */
export function leadMoves(t: Table, p: RasslePlayer): RassleMove[] {
  const energy = t.energy[p];
  const held = oneOfEachKind(t.hands[p]);
  const out: RassleMove[] = [];
  for (const { card, kind } of held) {
    if (leadOk(kind, energy)) out.push(playOf(card));
    else if (goOk(kind, energy)) out.push(...tripMoves(t, p, card));
  }
  if (mayKeepHold(t, p)) out.push(...holdMoves(t, p));
  const able = out.length > 0;
  for (const { card, kind } of held) if (rallyOk(kind, energy)) out.push(playOf(card));
  if (able) return out;
  if (t.options.tripAlone) out.push(...loneTripMoves(t, p));
  for (const { card } of held) out.push(discardOf(card));
  return out;
}

/** After taking a controller's attack, or after the controller discarded: a Basic Attack, a discard, or nothing. */
export function retaliateMoves(t: Table, p: RasslePlayer): RassleMove[] {
  const energy = t.energy[p];
  const held = oneOfEachKind(t.hands[p]);
  const out: RassleMove[] = [];
  for (const { card, kind } of held) if (basicOk(kind, t.location, energy)) out.push(playOf(card));
  for (const { card } of held) out.push(discardOf(card));
  out.push(ACCEPT);
  return out;
}

/** The controller's decision `move`. */
export function onLead(d: Draft, p: RasslePlayer, move: RassleMove): void {
  if (move.type !== "hold" && d.hold !== null && d.hold.holder === p) holdBroken(d, p);
  switch (move.type) {
    case "play": {
      if (cardKind(move.card).special === "big-rally") playBigRally(d, p, move.card);
      else playAttack(d, p, move.card, "lead", "ring");
      return;
    }
    case "go": {
      putInPlay(d, p, move.card);
      playedEvent(d, p, move.card, "attack");
      offer(
        d,
        [{ player: p, card: move.card, kind: cardKind(move.card).id, location: "ring", to: move.to }],
        "lead",
      );
      return;
    }
    case "hold": {
      const hold = d.hold;
      if (hold === null)
        throw new RingsideError("ILLEGAL_MOVE", "rasslefest: illegal move", "no hold to keep");
      if (move.discard !== null) discardCard(d, p, move.discard);
      d.events?.push({ type: "hold-kept", player: p, kind: hold.kind });
      notePlay(d, p, hold.kind);
      noteOffense(d, p, cardKind(hold.kind));
      offer(d, [{ player: p, card: null, kind: hold.kind, location: "ring" }], "lead");
      return;
    }
    case "discard": {
      discardCard(d, p, move.card);
      markDiscarded(d, p);
      d.phase = { kind: "answer", player: opponent(p) };
      return;
    }
    default: {
      markDiscarded(d, p);
      d.phase = { kind: "answer", player: opponent(p) };
    }
  }
}

/** The hit-back after the controller's attack (or the answer to his discard). */
export function onRetaliate(d: Draft, p: RasslePlayer, move: RassleMove): void {
  if (move.type === "play") {
    // A hold is broken by the retaliation only if it stands (see `settle`), not by its attempt.
    playAttack(d, p, move.card, "retaliation", d.location);
    return;
  }
  if (move.type === "discard") {
    discardCard(d, p, move.card);
    markDiscarded(d, p);
  }
  endRound(d);
}
