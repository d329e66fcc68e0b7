/**
 * The attack waiting for the defender's response (¶73–¶86), and what a desperation move costs when
 * it does not land (¶36), for the attack and the Reversal alike.
 */
import type { DiceSource } from "@ringside/core";
import { type FlaggedManeuver, resolveManeuver } from "../data/flags.js";
import { SECONDS } from "../rules/matchTime.js";
import { applyStun } from "../rules/stun.js";
import { desperationStun, keepsAdvantage } from "../rules/desperation.js";
import type { PendingAttack, RingMasterState } from "../state.js";
import type { RingMasterEvent } from "../events.js";
import { opponentOf, rec, withCorner } from "./common.js";
import { newRound } from "./rounds.js";

type Events = RingMasterEvent[];

/** The pending attack and its maneuver under the name it was declared by, or `undefined`. */
export function pendingAttack(
  s: RingMasterState,
): { readonly pending: PendingAttack; readonly flagged: FlaggedManeuver } | undefined {
  const pending = s.pending;
  const m = pending === null ? undefined : resolveManeuver(pending.maneuver);
  if (pending === null || m === undefined) return undefined;
  return { pending, flagged: m.name === pending.maneuver ? m : { ...m, name: pending.maneuver } };
}

/**
 * A desperation move that did not land still costs its Stun (¶36): 1d6 a Level; if he kept
 * Advantage (a Standoff) he keeps it only if he shakes that Stun off no later than his opponent.
 */
export function missedDesperation(
  before: RingMasterState,
  s0: RingMasterState,
  dice: DiceSource,
  events: Events,
  from: number,
): RingMasterState {
  const pending = before.pending;
  const by = before.attacker;
  if (pending === null || !pending.desperation || s0.result !== null) return s0;
  const landed = events
    .slice(from)
    .some((e) => e.type === "hit" && e.by === by && e.maneuver === pending.maneuver);
  const m = resolveManeuver(pending.maneuver);
  if (landed || m === undefined) return s0;
  const s = withCorner(s0, by, { stun: applyStun(s0.corners[by].stun, desperationStun(dice, m.level)) });
  const me = s.corners[by];
  const them = s.corners[opponentOf(by)];
  if (
    s.attacker === by &&
    s.phase === "position" &&
    !keepsAdvantage({ stun: me.stun, rec: rec(me) }, { stun: them.stun, rec: rec(them) })
  ) {
    events.push({ type: "advantage", to: opponentOf(by), why: "the desperation move's Stun" });
    return newRound(s, opponentOf(by), SECONDS.round, dice, events);
  }
  return s;
}
