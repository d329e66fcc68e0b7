/**
 * Positioning with Action Points (¶11, ¶62–¶72) and stalling.
 */
import type { DiceSource } from "@ringside/core";
import { grabCost } from "../rules/foreignObjects.js";
import { stepCost } from "../rules/ring.js";
import { AP_COSTS, pay, placeTarget } from "../rules/actionPoints.js";
import { attributeCheck, succeeded } from "../rules/attributeCheck.js";
import { liftExertion } from "../rules/exertion.js";
import { SECONDS } from "../rules/matchTime.js";
import { shiftCost } from "../rules/positions.js";
import { shakeOff } from "../rules/stun.js";
import type { RingMasterMove, RingMasterState, RingMasterEvent } from "../state.js";
import { check, intensityPatch, nearRopes, opponentOf, rec, withCorner } from "./common.js";
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
      cost = nearRopes(me.square) ? AP_COSTS.rebound : AP_COSTS.run;
      s = withCorner(s, player, { running: true });
      break;
    case "whip":
      cost = AP_COSTS.whip;
      s = withCorner(s, opp, { running: true, position: "Facing" });
      break;
    case "climb":
      cost = AP_COSTS.climbPerRope;
      s = withCorner(s, player, { rope: me.rope + 1 });
      break;
    case "place": {
      cost = AP_COSTS.place;
      const c = attributeCheck(
        dice,
        placeTarget(me.sheet.attributes.STR, them.traits.Lift, 3),
        "place on the top rope (STR)",
      );
      const ok = succeeded(c.grade);
      events.push({ type: "place", by: player, check: check(c), success: ok });
      if (ok) {
        s = withCorner(s, opp, { rope: 3, position: "Facing" });
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
  const paid = pay(s.ap, cost) ?? { left: 0, short: cost };
  if (stunCost > 0) s = withCorner(s, opp, { stun: Math.max(0, s.corners[opp].stun - stunCost) });
  events.push({ type: "position", by: player, move, cost, short: paid.short });
  return { ...s, ap: paid.left, apShort: s.apShort + paid.short, chain: cost > 0 ? false : s.chain };
}

/** Stalling: the attacker gives up the rest of the round to recover (completion, see `completion.md`). */
export function stall(s: RingMasterState, player: P, events: Events, dice: DiceSource): RingMasterState {
  const me = s.corners[player];
  const opp = opponentOf(player);
  const cap = me.traits.intensity - me.impairment;
  const gained = Math.max(0, Math.min(rec(me), cap - me.intensity));
  let next = withCorner(s, player, intensityPatch(me, me.intensity + gained));
  next = withCorner(next, opp, { stun: shakeOff(next.corners[opp].stun, rec(next.corners[opp])) });
  events.push({ type: "stall", by: player, gained });
  return newRound({ ...next, stalls: s.stalls + 1 }, player, SECONDS.stall, dice, events);
}
