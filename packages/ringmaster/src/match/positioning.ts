/**
 * Positioning with Action Points (¶11, ¶62–¶72) and stalling.
 */
import type { DiceSource } from "@ringside/core";
import { grabCost } from "../rules/foreignObjects.js";
import {
  followMeetingSquare,
  inRing,
  meetingSquare,
  stepCost,
  type Side,
  type Square,
} from "../rules/ring.js";
import { AP_COSTS, placedRope, placeTarget, SHOULDERS } from "../rules/actionPoints.js";
import { attributeCheck, succeeded } from "../rules/attributeCheck.js";
import { liftExertion } from "../rules/exertion.js";
import { SECONDS } from "../rules/matchTime.js";
import { shiftCost } from "../rules/positions.js";
import { payOwnMove, stunnedAttribute } from "../rules/stun.js";
import type { RingMasterMove, RingMasterState, RingMasterEvent } from "../state.js";
import { check, intensityPatch, nearRopes, opponentOf, rec, tradableStun, withCorner } from "./common.js";
import { newRound } from "./rounds.js";
import type { RingMasterPlayer } from "../config.js";

type P = RingMasterPlayer;
type Events = RingMasterEvent[];

/** A positioning move paid with Action Points (or the opponent's Stun). */
export function position(
  s0: RingMasterState,
  player: P,
  move: RingMasterMove,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  let s = s0;
  const opp = opponentOf(player);
  const me = s.corners[player];
  const them = s.corners[opp];
  let cost = 0;
  let stunCost = 0;
  switch (move.type) {
    case "step":
      cost = stepCost(me.square, move.to, false) ?? 1;
      stunCost = move.drag ? 1 : 0;
      s = withCorner(s, player, { square: move.to, running: false });
      if (move.drag) s = withCorner(s, opp, { square: move.to });
      break;
    case "shift":
      if (move.who === "self") {
        cost = shiftCost(me.position, move.to) ?? 2;
        s = withCorner(s, player, { position: move.to });
      } else {
        stunCost = shiftCost(them.position, move.to) ?? 2;
        s = withCorner(s, opp, { position: move.to });
      }
      break;
    case "run":
      // a rebound by the ropes, or right after whipping the man who is still running (¶65)
      cost = nearRopes(me.square) || them.running ? AP_COSTS.rebound : AP_COSTS.run;
      s = withCorner(s, player, { running: true });
      if (them.running && inRing(me.square)) {
        // both off the ropes: they meet at the mirror of the square he ran from, along the line
        // he was whipped (¶66)
        const meet = meetingSquare(me.square, them.whipped ?? acrossTheRing(me.square));
        s = withCorner(withCorner(s, player, { square: meet }), opp, { square: meet });
      }
      break;
    case "whip": {
      cost = AP_COSTS.whip;
      const toward = move.toward ?? acrossTheRing(me.square);
      s = withCorner(s, opp, { running: true, position: "Facing", whipped: toward });
      if (move.follow === true) {
        // he runs in after him (a rebound's price, ¶65): they meet at the ropes on that side (¶66)
        cost += AP_COSTS.rebound;
        const meet = followMeetingSquare(them.square, toward);
        s = withCorner(withCorner(s, player, { running: true, square: meet }), opp, { square: meet });
      }
      break;
    }
    case "descend":
      cost = AP_COSTS.descend;
      s = withCorner(s, player, { rope: 0 });
      break;
    case "climb":
      cost = AP_COSTS.climbPerRope;
      s = withCorner(s, player, { rope: me.rope + 1 });
      break;
    case "place":
    case "shoulders": {
      cost = AP_COSTS.place;
      const shoulders = move.type === "shoulders";
      const rope = shoulders ? SHOULDERS.rope : (move.rope ?? 3);
      const height = placedRope(rope, shoulders ? SHOULDERS.sit : move.sit === true) ?? rope;
      const c = attributeCheck(
        dice,
        placeTarget(stunnedAttribute(me.sheet.attributes.STR, me.stun), them.traits.Lift, rope),
        shoulders ? "lift onto the shoulders (STR)" : `place on rope ${String(rope)} (STR)`,
      );
      const ok = succeeded(c.grade);
      const on = shoulders ? "shoulders" : "turnbuckle";
      events.push({ type: "place", by: player, check: check(c), success: ok, rope: height, on });
      if (ok) {
        s = withCorner(s, opp, { rope: height, position: "Facing", square: me.square });
        const ex = liftExertion(them.traits.Lift, me.sheet.merits.includes("Style: Powerhouse"));
        s = withCorner(s, player, intensityPatch(s.corners[player], s.corners[player].intensity - ex));
      }
      break;
    }
    case "grab":
      cost = grabCost(move.object);
      s = withCorner(s, player, { object: move.object });
      events.push({ type: "grab", by: player, object: move.object });
      break;
    case "crowd":
      cost = AP_COSTS.playToCrowd;
      s = withCorner(s, player, { prestigeGained: me.prestigeGained + 1 });
      events.push({ type: "crowd", by: player });
      break;
    default:
      break;
  }
  // his own moves take his Action Points, then the Stun he may trade after a hit (¶58)
  const positioning = move.type !== "crowd" && move.type !== "grab";
  const own = payOwnMove(s.ap, positioning ? tradableStun(s) - stunCost : 0, cost);
  const paid = { left: own.ap, short: own.short };
  stunCost += own.stun;
  if (stunCost > 0) s = withCorner(s, opp, { stun: Math.max(0, s.corners[opp].stun - stunCost) });
  events.push({ type: "position", by: player, move, cost, short: paid.short });
  // the free cover follows the maneuver at once (¶71): any other move first gives it up
  return {
    ...s,
    ap: paid.left,
    apShort: s.apShort + paid.short,
    chain: cost > 0 ? false : s.chain,
    freeCover: false,
  };
}

/** The side a whip sends the man toward when none is named: across the ring, away from the whipper's half (completion). */
export function acrossTheRing(whipper: Square): Side {
  return whipper.col <= 4 ? "east" : "west";
}

/**
 * The sides the man standing on `at` can be whipped toward (¶64): any side whose ropes are not the
 * ones he already stands against.
 */
export function whipSides(at: Square): readonly Side[] {
  const out: Side[] = [];
  if (at.row > 2) out.push("north");
  if (at.row < 7) out.push("south");
  if (at.col < 7) out.push("east");
  if (at.col > 2) out.push("west");
  return out;
}

/** Stalling: the attacker gives up the rest of the round to recover (completion, see `completion.md`). */
export function stall(s: RingMasterState, player: P, events: Events, dice: DiceSource): RingMasterState {
  const me = s.corners[player];
  const cap = me.traits.intensity - me.impairment;
  const gained = Math.max(0, Math.min(rec(me), cap - me.intensity));
  // the opponent shakes off his REC in Stun once, with the round (¶94, ¶102): the new round does it
  const next = withCorner(s, player, intensityPatch(me, me.intensity + gained));
  events.push({ type: "stall", by: player, gained });
  return newRound({ ...next, stalls: s.stalls + 1 }, player, SECONDS.stall, dice, events);
}
