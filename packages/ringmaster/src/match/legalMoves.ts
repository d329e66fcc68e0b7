/**
 * The legal moves of the deciding wrestler in each phase.
 */
import { drawMoves } from "./concealed.js";
import { POSITIONS, POSITION_CATEGORY, type Position } from "../data/attributes.js";
import { resolveManeuver } from "../data/flags.js";
import { counterApplies } from "../rules/counters.js";
import { COUNTERS } from "../data/counters.js";
import { canDrive } from "./drive.js";
import { HOLD_BREAKS } from "../rules/holds.js";
import { openPinBreaks } from "../rules/pinfall.js";
import { attackerMayShiftDefender, shiftCost } from "../rules/positions.js";
import { distance, inRing, isStandable, squareKind } from "../rules/ring.js";
import { meetsNeed } from "../rules/positions.js";
import type { FlaggedManeuver } from "../data/flags.js";
import { objectsAt } from "../rules/foreignObjects.js";
import type { RingMasterMove, RingMasterState } from "../state.js";
import { opponentOf, sameOrAdjacent, tradableStun as stunAp } from "./common.js";
import { deciding } from "./setup.js";
import { holderMoves } from "./hold.js";
import { acrossTheRing, whipSides } from "./positioning.js";
import { AP_COSTS } from "../rules/actionPoints.js";
import { breakMoves, positionMoves, respondMoves } from "./part2Moves.js";
import {
  arsenalCounters,
  arsenalManeuvers,
  attackManeuvers,
  attackOptions,
  canAttempt,
  cornerOf,
  hasItsObject,
  improvisedManeuvers,
  whipIntoOptions,
} from "./skills.js";
import type { RingMasterPlayer } from "../config.js";

type P = RingMasterPlayer;

const SHIFTS: readonly Position[] = POSITIONS;

/** The legal moves of the deciding player. */
export function legalMoves(s: RingMasterState, player: P): readonly RingMasterMove[] {
  if (deciding(s) !== player) return [];
  const me = s.corners[player];
  const them = s.corners[opponentOf(player)];
  if (s.phase === "pin") {
    const breaks: RingMasterMove[] = openPinBreaks({
      failures: 0,
      chances: 3,
      used: s.pin?.used ?? [],
      stun: 0,
    }).map((option) => ({ type: "break-pin", option }));
    return [...breaks, ...breakMoves(s, player)];
  }
  if (s.phase === "hold") {
    if (s.hold?.holderTurn === true) return holderMoves(s);
    const out: RingMasterMove[] = HOLD_BREAKS.map((option) => ({ type: "break-hold", option }));
    // Counters out of the hold with his own maneuvers (¶113)
    for (const m of arsenalManeuvers(me))
      if (
        holdCounterCandidate(m) &&
        meetsNeed(them.position, m.needs) &&
        hasItsObject(me, m) &&
        canDrive(s, them, m, null)
      )
        out.push({ type: "counter-hold", into: m.name });
    out.push(...breakMoves(s, player));
    return out;
  }
  if (s.phase === "respond") {
    const pending = s.pending;
    const attacked = pending === null ? undefined : resolveManeuver(pending.maneuver);
    const out: RingMasterMove[] = [];
    // blinded by Powder, he cannot see it coming: no Counter, no answer (¶46; completion)
    if ((me.blind ?? 0) > 0)
      return [{ type: "respond", counter: null, answer: null }, ...respondMoves(s, player)];
    if (attacked !== undefined) {
      // his own Counters, then the others of the catalogue Improvised at −10% (¶83)
      const own = arsenalCounters(me);
      const names = new Set(own.map((k) => k.name));
      for (const k of [...own, ...COUNTERS.filter((c) => !names.has(c.name))])
        if (counterApplies(k, attacked, POSITION_CATEGORY[me.position] === "fallen"))
          out.push({ type: "respond", counter: k.name, answer: null });
    }
    // an answer or a Reversal is a maneuver like any other: an `object` one needs something to
    // drive the attacker into where he stands (completion; interpretation)
    const answers = arsenalManeuvers(me).filter(
      (m) =>
        !m.tags.includes("dashing") &&
        m.flags.length === 0 &&
        canAttempt(me, them, m) &&
        canDrive(s, them, m, null),
    );
    for (const m of answers) out.push({ type: "respond", counter: null, answer: m.name });
    for (const m of answers) out.push({ type: "reverse", into: m.name });
    // a Reversal into a maneuver he does not know, at −10% (¶84–¶85)
    for (const m of improvisedManeuvers(me, answers))
      if (
        !m.tags.includes("dashing") &&
        !m.tags.includes("highrisk") &&
        canAttempt(me, them, m) &&
        canDrive(s, them, m, null)
      )
        out.push({ type: "reverse", into: m.name });
    if (answers.length === 0) out.push({ type: "respond", counter: null, answer: null });
    out.push(...respondMoves(s, player));
    return out;
  }
  // position phase
  const out: RingMasterMove[] = [];
  // his own Action Points, or the Stun he may trade for more after a hit (¶58)
  const canPay = s.ap > 0 || stunAp(s) > 0;
  const known = attackManeuvers(me);
  // an `object` maneuver needs something to drive him into (completion; ¶34, ¶40, ¶144)
  for (const m of known) {
    if (!canAttempt(me, them, m)) continue;
    if (canDrive(s, them, m, null)) {
      out.push({ type: "attack", maneuver: m.name, desperation: false });
      out.push({ type: "attack", maneuver: m.name, desperation: true });
    }
    for (const option of attackOptions(me, them, m))
      if (canDrive(s, them, m, option))
        out.push({ type: "attack", maneuver: m.name, desperation: false, option });
  }
  // Any other catalogue maneuver, Improvised at −10% (¶48): declared plain (completion)
  for (const m of improvisedManeuvers(me, known))
    if (canAttempt(me, them, m)) {
      if (canDrive(s, them, m, null)) out.push({ type: "attack", maneuver: m.name, desperation: false });
      // put in the corner untrapped is a choice of where he stands, not an add-on (¶34)
      if (cornerOf(them, null).inCorner && canDrive(s, them, m, null))
        out.push({ type: "attack", maneuver: m.name, desperation: false, option: "untrapped" });
      for (const option of whipIntoOptions(me, them, m))
        out.push({ type: "attack", maneuver: m.name, desperation: false, option });
    }
  // a cover is on a Prone man (a face-down one is turned first), with 1 AP left unless free (¶105, ¶71)
  if (coverable(them.position) && distance(me.square, them.square) <= 1 && me.rope === 0) {
    for (const screwjob of [false, true]) {
      const extra = screwjob ? { screwjob } : {};
      if (s.ap >= 1 || s.freeCover) out.push({ type: "cover", hook: false, ...extra });
      if (s.ap >= 2 || (s.freeCover && s.ap >= 1)) out.push({ type: "cover", hook: true, ...extra });
    }
  }
  if (canPay && me.rope === 0) {
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        if (dr === 0 && dc === 0) continue;
        const to = { row: me.square.row + dr, col: me.square.col + dc };
        if (!isStandable(to) || POSITION_CATEGORY[me.position] === "fallen") continue;
        out.push({ type: "step", to, drag: false });
        if (stunAp(s) >= 1 && them.rope === 0 && sameOrAdjacent(me, them))
          out.push({ type: "step", to, drag: true });
      }
    for (const to of SHIFTS)
      if (shiftCost(me.position, to) !== undefined && mayShiftSelf(me.position, to))
        out.push({ type: "shift", who: "self", to });
    if (POSITION_CATEGORY[me.position] === "standing") {
      if (!me.running && inRing(me.square)) out.push({ type: "run" });
      if (
        inRing(me.square) &&
        inRing(them.square) &&
        POSITION_CATEGORY[them.position] === "standing" &&
        !them.running &&
        them.rope === 0 &&
        sameOrAdjacent(me, them)
      ) {
        // across the ring by default, or toward any other side with room to run; followed in or not (¶64–¶66)
        const across = acrossTheRing(me.square);
        for (const toward of whipSides(them.square)) {
          const named = toward === across ? {} : { toward };
          out.push({ type: "whip", ...named });
          if (s.ap >= AP_COSTS.whip + AP_COSTS.rebound) out.push({ type: "whip", ...named, follow: true });
        }
      }
      if (squareKind(me.square) === "corner" && me.rope < 3) out.push({ type: "climb" });
      if (
        squareKind(them.square) === "corner" &&
        me.square.row === them.square.row &&
        me.square.col === them.square.col &&
        them.rope === 0 &&
        POSITION_CATEGORY[them.position] === "standing"
      ) {
        out.push({ type: "place" });
        out.push({ type: "place", rope: 2 }, { type: "place", rope: 1 });
        out.push({ type: "place", rope: 3, sit: true }, { type: "place", rope: 2, sit: true });
      }
      if (them.rope === 0 && POSITION_CATEGORY[them.position] === "standing" && sameOrAdjacent(me, them))
        out.push({ type: "shoulders" });
      // playing to the crowd and grabbing an object are not positioning: no Stun pays them (¶58)
      if (s.ap > 0) out.push({ type: "crowd" });
      if (me.object === null && s.ap > 0)
        for (const object of objectsAt(me.square)) out.push({ type: "grab", object });
      // a hidden object drawn as the Conceal Object Trick (¶43)
      out.push(...drawMoves(s, player));
    }
  }
  // Down from a turnbuckle (or off the shoulders) for 1 Action Point (completion)
  if (canPay && me.rope > 0) out.push({ type: "descend" });
  if (stunAp(s) >= 1 && them.rope === 0 && sameOrAdjacent(me, them)) {
    for (const to of SHIFTS)
      if (attackerMayShiftDefender(them.position, to) && (shiftCost(them.position, to) ?? 99) <= them.stun)
        out.push({ type: "shift", who: "opponent", to });
  }
  if (s.last !== null && s.last.by === player && s.last.hit && s.stalls < MAX_STALLS)
    out.push({ type: "stall" });
  // a diver must shake off his landing before he positions his opponent (¶54)
  const landed = me.landing === true && me.stun > 0;
  const all = positionMoves(s, player, landed ? out.filter((m) => !movesOpponent(m)) : out);
  if (all.length === 0) all.push({ type: "pass" });
  return all;
}

/** A move that positions the opponent: dragging him, shifting him, whipping, placing or lifting him. */
function movesOpponent(m: RingMasterMove): boolean {
  return (
    (m.type === "step" && m.drag) ||
    (m.type === "shift" && m.who === "opponent") ||
    m.type === "whip" ||
    m.type === "place" ||
    m.type === "shoulders"
  );
}

/** Whether a man lying this way can be covered: Prone, not face down (¶105). */
function coverable(p: Position): boolean {
  return p === "Prone";
}

/** Voluntary stalling rounds in a row (completion; the referee counts only stalling on the top rope). */
export const MAX_STALLS = 2;

/** A wrestler does not throw himself to the mat: he shifts into a Fallen position only from another. */
function mayShiftSelf(from: Position, to: Position): boolean {
  return POSITION_CATEGORY[to] !== "fallen" || POSITION_CATEGORY[from] === "fallen";
}

/** The maneuvers he may try out of a hold: no Flags, not dashing, not high risk (completion › 10). */
function holdCounterCandidate(m: FlaggedManeuver): boolean {
  return m.flags.length === 0 && !m.tags.includes("dashing") && !m.tags.includes("highrisk");
}
