/**
 * The cage match (RingMaster › Cage matches, ¶142–¶145; `rules/cage/`): squares inside the cage,
 * no rope rebounds inside an internal cage, the Irish Whip into the cage's Stun Code, and escape by
 * the door, over the top or the Lunge Escape as a way to win.
 */
import type { DiceSource } from "@ringside/core";
import { POSITION_CATEGORY } from "../data/attributes.js";
import { attributeCheck, succeeded } from "../rules/attributeCheck.js";
import { cageStunDice, insideCage, mayClimbCage, mayRebound, onCageTop } from "../rules/cage/cage.js";
import { canEscape, finishCounts } from "../rules/cage/escape.js";
import { doorOpen } from "./cageDoor.js";
import { lungeEscapeTargetNow } from "./targets.js";
import { SECONDS } from "../rules/matchTime.js";
import type { FlaggedManeuver } from "../data/flags.js";
import type { RingMasterMove, RingMasterState } from "../state.js";
import type { RingMasterEvent } from "../events.js";
import type { RingMasterPlayer } from "../config.js";
import { check, finish, opponentOf } from "./common.js";
import { newRound } from "./rounds.js";

type P = RingMasterPlayer;
type Events = RingMasterEvent[];

/**
 * Drops the moves a cage forbids: steps out of it, whips off the ropes inside an internal cage
 * (¶144), and covers where a pinfall decides nothing.
 */
export function cageFilter(s: RingMasterState, moves: readonly RingMasterMove[]): readonly RingMasterMove[] {
  const cage = s.options.cage;
  if (cage === null) return moves;
  return moves.filter((m) => {
    if (m.type === "cover") return finishCounts(cage, "pinfall");
    if (m.type === "step") return insideCage(cage, m.to);
    if (m.type === "whip") return mayRebound(cage);
    // Nobody goes over the top of the ropes inside an internal cage (¶144)
    if (m.type === "attack" && m.option === "over-the-top") return cage.kind !== "internal";
    return true;
  });
}

/** Climbing the cage a Step at a time, on from the turnbuckles or up from the floor by the wall (¶143, ¶67). */
export function cageClimbMoves(s: RingMasterState, p: P): RingMasterMove[] {
  const cage = s.options.cage;
  const me = s.corners[p];
  if (cage === null || s.ap <= 0 || POSITION_CATEGORY[me.position] !== "standing") return [];
  return mayClimbCage(cage, me.square, me.rope) ? [{ type: "climb" }] : [];
}

/** The escape moves of the attacker in a cage match that can be won by escaping (¶145). */
export function escapeMoves(s: RingMasterState, p: P): RingMasterMove[] {
  const cage = s.options.cage;
  if (cage === null || cage.victory === "standard") return [];
  const me = s.corners[p];
  if (POSITION_CATEGORY[me.position] !== "standing") return [];
  return canEscape(cage, me.square, s.ap, me.rope, doorOpen(s, p))
    ? [{ type: "escape" }]
    : [{ type: "lunge-escape" }];
}

/** The Stun Code dice of an Irish Whip in a cage (the cage's own, ¶144), or `undefined` outside one. */
export function cageWhipDice(s: RingMasterState, m: FlaggedManeuver): number | undefined {
  const cage = s.options.cage;
  if (cage === null || m.base !== "Irish Whip" || mayRebound(cage)) return undefined;
  return cageStunDice(cage);
}

/** Plays an escape: out through the door or over the top, or the Lunge Escape's AGI roll. */
export function playEscape(
  s: RingMasterState,
  p: P,
  move: Extract<RingMasterMove, { type: "escape" | "lunge-escape" }>,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  const cage = s.options.cage;
  if (cage === null) return s;
  const me = s.corners[p];
  if (move.type === "escape") {
    if (!canEscape(cage, me.square, s.ap, me.rope, doorOpen(s, p))) return s;
    events.push({ type: "escape", by: p, check: null, escaped: true });
    const detail = onCageTop(cage, me.square, me.rope)
      ? "escaped over the top of the cage"
      : "escaped the cage";
    return finish(s, { winner: p, method: "escape", detail });
  }
  const target = lungeEscapeTargetNow(s, p) ?? 0;
  const c = attributeCheck(dice, target, `Lunge Escape (${p})`);
  const escaped = succeeded(c.grade);
  events.push({ type: "escape", by: p, check: check(c), escaped });
  if (escaped) return finish(s, { winner: p, method: "escape", detail: "escaped the cage (Lunge Escape)" });
  events.push({ type: "advantage", to: opponentOf(p), why: "a missed Lunge Escape" });
  return newRound(s, opponentOf(p), SECONDS.round, dice, events);
}
