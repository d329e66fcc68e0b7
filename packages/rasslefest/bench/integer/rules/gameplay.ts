/**
 * Gameplay: who decides what in each phase of a round, and the move applied. Each phase's rule
 * lives in its own module; this one only routes. Docs: /rasslefest/rules#gameplay.
 */
import { RingsideError } from "@ringside/core";
import { M_PASS, M_PLAY, codeOf, locationIndex } from "../codes.js";
import type { Draft } from "../draft.js";
import {
  CONTEXTS,
  PHASE_KINDS,
  putMove,
  PH_ANSWER,
  PH_COUNT,
  PH_COVER,
  PH_FOLLOWUP,
  PH_LEAD,
  PH_RESPOND,
  PH_RETALIATE,
  PH_REVEAL,
} from "../layout.js";
import type { ChainLink, Phase, RassleMove, RasslePlayer } from "../types.js";
import { cardOf, typeOf } from "./codesOfMoves.js";
import { leadCodes, onLead, onRetaliate, retaliateCodes } from "./controlRounds.js";
import { linkAt, loadLink, onRespond, respondCodes, settle } from "./counteractions.js";
import { count, coverCodes, onCover } from "./cover.js";
import { followupCodes, onFollowup } from "./nowWheresHeGoing.js";
import { placeOf, seat } from "./facts.js";
import { loadReveal, onReveal, revealCodes, submittedOf } from "./noControlRounds.js";

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
  return putMove(d, 0, M_PASS);
}

/** The player who decides next on the working copy (the first not yet in, in a reveal); -1 for none. */
export const decider = (d: Draft): number =>
  d.ph === PH_REVEAL ? (d.subA < 0 ? 0 : 1) : d.ph < PH_COUNT ? d.phP : -1;

/**
 * Applies the legal move `code` of player `p` (0 or 1) in place. `move` is the JSON move when the
 * caller has one (a reveal keeps it as submitted), else null.
 */
export function applyCode(d: Draft, p: number, code: number, move: RassleMove | null): void {
  const play = typeOf(code) === M_PLAY;
  switch (d.ph) {
    case PH_REVEAL:
      onReveal(d, p, code, move);
      break;
    case PH_LEAD:
      onLead(d, p, code);
      break;
    case PH_FOLLOWUP:
      onFollowup(d, p, play ? cardOf(code) : -1);
      break;
    case PH_RESPOND:
      if (play) onRespond(d, p, cardOf(code));
      else settle(d);
      break;
    case PH_RETALIATE:
    case PH_ANSWER:
      onRetaliate(d, p, code);
      break;
    case PH_COVER:
      if (play) onCover(d, p, cardOf(code));
      else count(d, p);
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

/** The phase of the working copy as JSON. */
export function phaseOf(d: Draft): Phase {
  const player = seat(d.phP);
  switch (d.ph) {
    case PH_REVEAL:
      return { kind: "reveal", submitted: submittedOf(d) };
    case PH_LEAD:
    case PH_RETALIATE:
    case PH_ANSWER:
    case PH_COUNT:
      return { kind: PHASE_KINDS[d.ph] as "lead", player };
    case PH_FOLLOWUP:
      return { kind: "followup", player, location: placeOf(d.phLoc), free: d.phFree };
    case PH_RESPOND: {
      const chain: ChainLink[] = [];
      for (let i = 0; i < d.chainLen; i++) chain.push(linkAt(d, i));
      return { kind: "respond", player, chain, context: CONTEXTS[d.ctx] ?? "lead" };
    }
    case PH_COVER:
      return { kind: "cover", player, location: placeOf(d.phLoc) };
    default:
      return { kind: "over" };
  }
}

/** Writes the phase of a JSON state (its code already in `d.ph`): who, where, the chain, the reveal. */
export function loadPhase(d: Draft, ph: Phase): void {
  d.phP = "player" in ph ? (ph.player === "a" ? 0 : 1) : -1;
  d.phLoc = "location" in ph ? locationIndex(ph.location) : 0;
  d.phFree = ph.kind === "followup" && ph.free;
  d.ctx = ph.kind === "respond" ? CONTEXTS.indexOf(ph.context) : 0;
  d.chainLen = 0;
  if (ph.kind === "respond") for (const link of ph.chain) loadLink(d, d.chainLen++, link);
  loadReveal(d, ph.kind === "reveal" ? ph.submitted : {});
}
