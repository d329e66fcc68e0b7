/**
 * Gameplay: who decides what in each phase of a round, and the move applied. Each phase's rule
 * lives in its own module; this one only routes. Docs: /rasslefest/rules#gameplay.
 */
import type { Draft, Table } from "../draft.js";
import { PASS } from "../moves.js";
import type { RassleMove, RasslePlayer } from "../types.js";
import { leadMoves, onLead, onRetaliate, retaliateMoves } from "./controlRounds.js";
import { onRespond, respondMoves, settle } from "./counteractions.js";
import { count, coverMoves, onCover } from "./cover.js";
import { followupMoves, onFollowup } from "./nowWheresHeGoing.js";
import { onReveal, revealMoves } from "./noControlRounds.js";

/** The moves of `p` in the phase, without the lone pass (none when it is not `p`'s decision). */
function phaseMoves(t: Table, p: RasslePlayer): RassleMove[] | null {
  const ph = t.phase;
  switch (ph.kind) {
    case "reveal":
      return ph.submitted[p] === undefined ? revealMoves(t, p) : null;
    case "lead":
      return ph.player === p ? leadMoves(t, p) : null;
    case "followup":
      return ph.player === p ? followupMoves(t, p, ph) : null;
    case "respond":
      return ph.player === p ? respondMoves(t, p, ph) : null;
    case "retaliate":
    case "answer":
      return ph.player === p ? retaliateMoves(t, p) : null;
    case "cover":
      return ph.player === p ? coverMoves(t, p, ph.location) : null;
    default:
      return null;
  }
}

/**
 * The legal moves of `p` (none when it is not `p`'s decision; a lone pass when nothing else is
 * possible).
 */
export function legalMoves(t: Table, p: RasslePlayer): RassleMove[] {
  if (t.result !== null) return [];
  const moves = phaseMoves(t, p);
  if (moves === null) return [];
  return moves.length > 0 ? moves : [PASS];
}

/** The player who decides next (the first not yet in, in a reveal); null for none. */
export function decider(t: Table): RasslePlayer | null {
  const ph = t.phase;
  if (ph.kind === "reveal") return ph.submitted.a === undefined ? "a" : "b";
  return ph.kind === "count" || ph.kind === "over" ? null : ph.player;
}

/** Applies a legal move of `p` to the working copy in place (the mutable core of `play`). */
export function applyOn(d: Draft, p: RasslePlayer, move: RassleMove): void {
  const ph = d.phase;
  const card = move.type === "play" ? move.card : null;
  switch (ph.kind) {
    case "reveal":
      onReveal(d, p, ph, move);
      break;
    case "lead":
      onLead(d, p, move);
      break;
    case "followup":
      onFollowup(d, p, ph, card);
      break;
    case "respond":
      if (card !== null) onRespond(d, p, ph, card);
      else settle(d, ph.chain, ph.context);
      break;
    case "retaliate":
    case "answer":
      onRetaliate(d, p, move);
      break;
    case "cover":
      if (card !== null) onCover(d, p, card, ph.location);
      else count(d, p);
      break;
    default:
      break;
  }
}

/** Runs the referee's count of the `count` phase on the working copy in place. */
export function advanceOn(d: Draft): void {
  if (d.phase.kind === "count") count(d, d.phase.player);
}
