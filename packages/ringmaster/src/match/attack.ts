/**
 * The attack (¶73–¶86): the attack check, a Counter (a Contest of Maneuver Skills), the defender's
 * answer to a miss, and what the outcome gives: a hit, a Standoff, a collision or a crash.
 * The Reversal, the Standoff and the collision are steps of their own (`reversal.ts`,
 * `standoff.ts`, `collision.ts`).
 */
import type { DiceSource } from "@ringside/core";
import { counterByName } from "../data/counters.js";
import { resolveManeuver } from "../data/flags.js";
import { attackTargetValue } from "../rules/attackCheck.js";
import { attackOutcome, defenderAnswers } from "../rules/attackOutcome.js";
import { type CheckResult, attributeCheck, attributeCheckTwice } from "../rules/attributeCheck.js";
import { counterRolls } from "../rules/counters.js";
import { counterTarget } from "./targets.js";
import { rollDamage } from "../rules/damage.js";
import { SECONDS } from "../rules/matchTime.js";
import type { RingMasterState } from "../state.js";
import type { RingMasterEvent } from "../events.js";
import { check, opponentOf, withCorner } from "./common.js";
import { damageTo, hit } from "./hit.js";
import { newRound } from "./rounds.js";
import { canAttempt, cornerOf, launchSteps, situation } from "./skills.js";
import { highRiskNow, missIntoTurnbuckle } from "../rules/corner.js";
import { STUN_CODE_DICE } from "../data/stunCodes.js";
import { attemptMade } from "./referee.js";
import { collision } from "./collision.js";
import { missedDesperation, pendingAttack } from "./pendingAttack.js";
import { standoff } from "./standoff.js";

type Events = RingMasterEvent[];

/** Resolves the pending attack against the defender's response: a Counter, an answer or nothing. */
export function resolveAttack(
  s0: RingMasterState,
  counterName: string | null,
  answerName: string | null,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  const from = events.length;
  return missedDesperation(s0, attackRound(s0, counterName, answerName, dice, events), dice, events, from);
}

/** The attack round itself: a Counter, or the attack check with the defender's answer, and its outcome. */
function attackRound(
  s0: RingMasterState,
  counterName: string | null,
  answerName: string | null,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  let s = s0;
  const attacker = s.attacker;
  const defender = opponentOf(attacker);
  const found = pendingAttack(s);
  if (found === undefined) return { ...s, phase: "position", pending: null };
  const { pending, flagged } = found;
  const def = s.corners[defender];
  const helpless = def.out || def.dazed || (def.blind ?? 0) > 0;
  const corner = cornerOf(def, pending.option);
  const target = attackTargetValue(
    situation(s, attacker, flagged, {
      desperation: pending.desperation,
      flair: pending.option === "flair",
      apShort: s.apShort,
      braChain: s.chain && flagged.class === "BRA" && flagged.tags.includes("strike"),
      cornered: corner.trapped,
    }),
  );
  const attempts =
    s.last !== null && s.last.by === attacker && s.last.maneuver === flagged.name ? s.last.attempts + 1 : 1;
  s = { ...s, pending: null, phase: "position", telegraph: s.telegraph === attacker ? null : s.telegraph };
  s = attemptMade(s, attacker);
  if (def.dazed) s = withCorner(s, defender, { dazed: false });
  const highRisk = highRiskNow(flagged, corner);

  // A Counter: a Contest of Maneuver Skills (¶83)
  const counter = counterName === null ? undefined : counterByName(counterName);
  const ctarget = counterName === null ? undefined : counterTarget(s0, counterName);
  if (counter !== undefined && ctarget !== undefined) {
    const uses = s.counterUses[defender][counter.name] ?? 0;
    // a Contest: identical results are rolled again (¶82–¶83); Improvised at −10% off his Arsenal
    const rolls = counterRolls(
      dice,
      target,
      ctarget,
      `${flagged.name} (${attacker})`,
      `${counter.name} (${defender})`,
    );
    const a = rolls.attack;
    const k = rolls.counter;
    const result = rolls.result;
    events.push({
      type: "counter",
      by: defender,
      counter: counter.name,
      result,
      attack: check(a),
      check: check(k),
    });
    s = {
      ...s,
      counterUses: { ...s.counterUses, [defender]: { ...s.counterUses[defender], [counter.name]: uses + 1 } },
      last: { by: attacker, maneuver: flagged.name, attempts, hit: result === "attack" },
    };
    if (result === "attack")
      return hit(s, attacker, flagged, a, pending.desperation, dice, events, pending.option);
    if (result === "standoff") return standoff(s, attacker, events);
    if (counter.backlash !== undefined) {
      const dmg = rollDamage(dice, {
        force: counter.backlash,
        attacker: s.corners[defender].traits,
        defenderWDB: s.corners[attacker].traits.WDB,
      });
      s = damageTo(s, attacker, dmg.total, 0, dice, events);
      if (s.result !== null) return s;
    }
    events.push({ type: "advantage", to: defender, why: `${counter.name} countered` });
    return newRound(s, defender, SECONDS.round, dice, events);
  }

  const a = helpless
    ? attributeCheckTwice(dice, target, `${flagged.name} (${attacker})`)
    : attributeCheck(dice, target, `${flagged.name} (${attacker})`);
  events.push({ type: "attempt", by: attacker, maneuver: flagged.name, check: check(a) });
  let answer: CheckResult | undefined;
  const answerM = answerName === null ? undefined : resolveManeuver(answerName);
  if (defenderAnswers(a, highRisk, helpless || s.unopposed) && answerM !== undefined) {
    const att = s.corners[attacker];
    if (canAttempt(def, att, answerM)) {
      const t = attackTargetValue(
        situation(
          s,
          defender,
          { ...answerM, name: answerName ?? answerM.name },
          { telegraphed: a.grade === "botch" },
        ),
      );
      answer = attributeCheck(dice, t, `${answerM.name} (${defender})`);
      events.push({
        type: "attempt",
        by: defender,
        maneuver: answerName ?? answerM.name,
        check: check(answer),
        answer: true,
      });
    }
  }
  s = { ...s, unopposed: false };
  const outcome = attackOutcome(a, answer, highRisk);
  switch (outcome.kind) {
    case "hit":
      s = { ...s, last: { by: attacker, maneuver: flagged.name, attempts, hit: true } };
      return hit(s, attacker, flagged, a, pending.desperation, dice, events, pending.option);
    case "answered": {
      s = {
        ...s,
        last: { by: defender, maneuver: answerName ?? "", attempts: 1, hit: true },
        attacker: defender,
      };
      events.push({ type: "advantage", to: defender, why: "answered the miss" });
      if (answer === undefined || answerM === undefined) return s;
      return hit(s, defender, { ...answerM, name: answerName ?? answerM.name }, answer, false, dice, events);
    }
    case "standoff":
      s = { ...s, last: { by: attacker, maneuver: flagged.name, attempts, hit: false } };
      if (a.grade === "botch") s = { ...s, telegraph: defender };
      return standoff(s, outcome.keeps === "attacker" ? attacker : defender, events);
    case "defender-telegraphed":
      events.push({ type: "telegraphed", by: defender });
      s = { ...s, last: { by: attacker, maneuver: flagged.name, attempts, hit: false }, telegraph: attacker };
      return standoff(s, attacker, events);
    case "collision":
      return collision(s, dice, events);
    case "crash": {
      const att = s.corners[attacker];
      // From up on a cage (above the turnbuckles) the fall adds its Steps (¶23, ¶143)
      const steps = att.rope > 3 ? launchSteps(att, s.corners[defender], flagged) : 0;
      // Against a man in the corner he hits the turnbuckle and stays up, its Stun Code for WDB (¶34)
      const buckle = missIntoTurnbuckle(corner);
      const dmg = rollDamage(dice, {
        force: "S",
        attacker: att.traits,
        defenderWDB: att.traits.WDB,
        steps,
        ...(buckle ? { stunCodeDice: STUN_CODE_DICE.turnbuckle } : {}),
      });
      events.push({ type: "crash", by: attacker, damage: dmg.total });
      s = withCorner(s, attacker, {
        position: buckle ? att.position : "Prone",
        rope: 0,
        running: false,
        ...(buckle ? { square: s.corners[defender].square } : {}),
      });
      s = damageTo(s, attacker, dmg.total, 0, dice, events);
      if (s.result !== null) return s;
      s = { ...s, last: { by: attacker, maneuver: flagged.name, attempts, hit: false } };
      if (outcome.telegraphed) s = { ...s, telegraph: defender };
      events.push({ type: "advantage", to: defender, why: "the high-risk move missed" });
      return newRound(s, defender, SECONDS.round, dice, events);
    }
  }
}
