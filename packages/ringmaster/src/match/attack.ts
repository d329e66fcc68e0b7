/**
 * The attack: the check, Counters and Reversals, answers, standoffs, collisions and crashes (¶73–¶86).
 */
import type { DiceSource } from "@ringside/core";
import { counterByName } from "../data/counters.js";
import { type FlaggedManeuver, resolveManeuver } from "../data/flags.js";
import { attackTargetValue } from "../rules/attackCheck.js";
import { attackOutcome, defenderAnswers, firstUp } from "../rules/attackOutcome.js";
import { type CheckResult, attributeCheck, attributeCheckTwice, succeeded } from "../rules/attributeCheck.js";
import { finishCounts } from "../rules/cage/escape.js";
import { refereeNotices } from "../rules/knockout.js";
import { pinBreakTarget } from "../rules/pinfall.js";
import { contest } from "../rules/contest.js";
import { counterRolls } from "../rules/counters.js";
import { counterTarget, reversalKey, reversalTarget } from "./targets.js";
import { rollDamage } from "../rules/damage.js";
import { SECONDS } from "../rules/matchTime.js";
import { applyStun, roundsToRecover } from "../rules/stun.js";
import { desperationStun, keepsAdvantage } from "../rules/desperation.js";
import type { PendingAttack, RingMasterState } from "../state.js";
import type { CheckEvent, RingMasterEvent } from "../events.js";
import { check, finish, opponentOf, rec, spd, withCorner } from "./common.js";
import { damageTo, hit } from "./hit.js";
import { newRound, timeCheck } from "./rounds.js";
import { canAttempt, cornerOf, launchSteps, situation } from "./skills.js";
import { highRiskNow, missIntoTurnbuckle } from "../rules/corner.js";
import { STUN_CODE_DICE } from "../data/stunCodes.js";
import { attemptMade } from "./referee.js";
import type { RingMasterPlayer } from "../config.js";

type P = RingMasterPlayer;
type Events = RingMasterEvent[];

// ---------------------------------------------------------------- the attack

/** The pending attack and its maneuver under the name it was declared by, or `undefined`. */
function pendingAttack(
  s: RingMasterState,
): { readonly pending: PendingAttack; readonly flagged: FlaggedManeuver } | undefined {
  const pending = s.pending;
  const m = pending === null ? undefined : resolveManeuver(pending.maneuver);
  if (pending === null || m === undefined) return undefined;
  return { pending, flagged: m.name === pending.maneuver ? m : { ...m, name: pending.maneuver } };
}

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

/**
 * A desperation move that did not land still costs its Stun (¶36): 1d6 a Level; if he kept
 * Advantage (a Standoff) he keeps it only if he shakes that Stun off no later than his opponent.
 */
function missedDesperation(
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

function standoff(s: RingMasterState, keeps: P, events: Events): RingMasterState {
  events.push({ type: "standoff", keeps });
  const t = { ...s, seconds: s.seconds + SECONDS.standoff, phase: "position" as const };
  if (keeps !== s.attacker) {
    events.push({ type: "advantage", to: keeps, why: "the telegraphed botch" });
    return timeCheck(
      { ...t, attacker: keeps, ap: spd(s.corners[keeps]), apShort: 0, chain: false, covers: 0 },
      events,
    );
  }
  return timeCheck(t, events);
}

function collision(s0: RingMasterState, dice: DiceSource, events: Events): RingMasterState {
  let s = s0;
  const dmg: number[] = [];
  const wasOut = { red: s.corners.red.out, blue: s.corners.blue.out };
  // both men are hurt before either is judged: a collision can knock out one, the other or both
  for (const p of ["red", "blue"] as const) {
    const c = s.corners[p];
    const d = rollDamage(dice, { force: "S", attacker: c.traits, defenderWDB: c.traits.WDB });
    dmg.push(d.total);
    s = withCorner(s, p, { position: "Prone", running: false, rope: 0 });
    s = damageTo(s, p, d.total, 0, dice, events, false);
  }
  s = judgeKnockouts(s, wasOut, dice, events);
  if (s.result !== null) return s;
  const r = s.corners.red;
  const b = s.corners.blue;
  const first = firstUp(roundsToRecover(r.stun, rec(r)), roundsToRecover(b.stun, rec(b)));
  const up: P =
    first === "a"
      ? "red"
      : first === "b"
        ? "blue"
        : contest(dice, r.sheet.attributes.AGI, b.sheet.attributes.AGI, "first up (AGI)").winner === "a"
          ? "red"
          : "blue";
  events.push({ type: "collision", damage: [dmg[0] ?? 0, dmg[1] ?? 0], up });
  s = doublePin(s, dice, events);
  if (s.result !== null) return s;
  return newRound(s, up, SECONDS.round, dice, events);
}

/**
 * After a collision the men who passed out are judged together (completion › 13, draws): both seen
 * out cold is a double knockout, a draw; one is a knockout for the other, whichever corner he is
 * in. Where the cage says a knockout decides nothing, they just lie there.
 */
function judgeKnockouts(
  s: RingMasterState,
  wasOut: Readonly<Record<P, boolean>>,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  const newlyOut = (["red", "blue"] as const).filter((p) => s.corners[p].out && !wasOut[p]);
  if (newlyOut.length > 0 && finishCounts(s.options.cage, "knockout")) {
    const noticed = succeeded(refereeNotices(dice, s.options.refereeSav).grade);
    for (const who of newlyOut) events.push({ type: "out-cold", who, noticed });
    if (noticed && newlyOut.length === 2)
      return finish(s, { winner: null, method: "draw", detail: "double knockout" });
    const loser = newlyOut[0];
    if (noticed && loser !== undefined)
      return finish(s, { winner: opponentOf(loser), method: "knockout", detail: "out cold" });
  }
  return s;
}

/**
 * Both men lie flat after a collision (completion › 13, draws): the referee counts both, each
 * lifting a shoulder with a Kick Out check (STA, the fight he has left, his Stun; a man out cold
 * cannot); if neither does, it is a double pin, a draw. Not where a pin decides nothing.
 */
function doublePin(s: RingMasterState, dice: DiceSource, events: Events): RingMasterState {
  if (!finishCounts(s.options.cage, "pinfall")) return s;
  const checks = (["red", "blue"] as const).map((p) => {
    const c = s.corners[p];
    const target = c.out
      ? undefined
      : pinBreakTarget("kick-out", c.sheet.attributes, {
          level: c.level,
          stun: c.stun,
          hooked: false,
          screwjob: false,
          predicament: false,
          priorCovers: 0,
          ropePenalty: undefined,
        });
    return target === undefined ? null : attributeCheck(dice, target, `${p} lifts a shoulder (STA)`);
  });
  const pinned = checks.every((c) => c === null || !succeeded(c.grade));
  const shown = (c: CheckResult | null | undefined): CheckEvent | null =>
    c === null || c === undefined ? null : check(c);
  events.push({ type: "double-down", checks: [shown(checks[0]), shown(checks[1])], pinned });
  return pinned ? finish(s, { winner: null, method: "draw", detail: "double pin" }) : s;
}
