/**
 * The Reversal (¶84–¶85): the defender answers the attack with a maneuver of his own, rolled as a
 * Contest against the attack like a Counter.
 */
import type { DiceSource } from "@ringside/core";
import { type FlaggedManeuver, resolveManeuver } from "../data/flags.js";
import { attackTargetValue } from "../rules/attackCheck.js";
import { counterRolls } from "../rules/counters.js";
import { reversalKey, reversalTarget } from "./targets.js";
import type { RingMasterState } from "../state.js";
import type { RingMasterEvent } from "../events.js";
import { check, opponentOf } from "./common.js";
import { hit } from "./hit.js";
import { cornerOf, situation } from "./skills.js";
import { missedDesperation, pendingAttack } from "./pendingAttack.js";
import { standoff } from "./standoff.js";

type Events = RingMasterEvent[];

/**
 * A Reversal (¶84–¶85): the defender turns the attack into his own maneuver, a Contest of Maneuver
 * Skills like a Counter, bought as if a Flag: −5% when the maneuver is in his Arsenal (it always is
 * here), and −5% for each Counter or Reversal he used before in the match (¶32).
 */
export function resolveReversal(
  s0: RingMasterState,
  into: string,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  const from = events.length;
  return missedDesperation(s0, reversalRound(s0, into, dice, events), dice, events, from);
}

function reversalRound(s0: RingMasterState, into: string, dice: DiceSource, events: Events): RingMasterState {
  let s = s0;
  const attacker = s.attacker;
  const defender = opponentOf(attacker);
  const found = pendingAttack(s);
  const r = resolveManeuver(into);
  if (found === undefined || r === undefined) return { ...s, phase: "position", pending: null };
  const { pending, flagged } = found;
  const reversal: FlaggedManeuver = r.name === into ? r : { ...r, name: into };
  const key = reversalKey(pending.maneuver, into);
  const target = attackTargetValue(
    situation(s, attacker, flagged, {
      desperation: pending.desperation,
      apShort: s.apShort,
      cornered: cornerOf(s.corners[defender], pending.option).trapped,
    }),
  );
  const rTarget = reversalTarget(s, into) ?? 0;
  s = {
    ...s,
    pending: null,
    phase: "position",
    unopposed: false,
    telegraph: s.telegraph === attacker ? null : s.telegraph,
  };
  const rolls = counterRolls(dice, target, rTarget, `${flagged.name} (${attacker})`, `${key} (${defender})`);
  const a = rolls.attack;
  const k = rolls.counter;
  const result = rolls.result;
  events.push({
    type: "counter",
    by: defender,
    counter: into,
    reversal: true,
    result,
    attack: check(a),
    check: check(k),
  });
  const prev =
    s.last !== null && s.last.by === attacker && s.last.maneuver === flagged.name ? s.last.attempts : 0;
  s = {
    ...s,
    counterUses: {
      ...s.counterUses,
      [defender]: { ...s.counterUses[defender], [key]: (s.counterUses[defender][key] ?? 0) + 1 },
    },
    last: { by: attacker, maneuver: flagged.name, attempts: prev + 1, hit: result === "attack" },
  };
  if (result === "attack")
    return hit(s, attacker, flagged, a, pending.desperation, dice, events, pending.option);
  if (result === "standoff") return standoff(s, attacker, events);
  events.push({ type: "advantage", to: defender, why: `reversed into a ${into}` });
  s = { ...s, attacker: defender, last: { by: defender, maneuver: into, attempts: 1, hit: true } };
  return hit(s, defender, reversal, k, false, dice, events);
}
