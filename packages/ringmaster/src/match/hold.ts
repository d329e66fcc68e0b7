/**
 * A hold round: breaking out, damage against the tally, submissions and sleepers (¶106–¶116).
 */
import { garroteDice } from "./concealed.js";
import { d6, type DiceSource } from "@ringside/core";
import { resolveManeuver } from "../data/flags.js";
import { POSITION_CATEGORY, type Position } from "../data/attributes.js";
import { rollDamage } from "../rules/damage.js";
import { armCheckMade } from "../rules/knockout.js";
import {
  armDrops,
  breakHold,
  holdCounterWorks,
  sleeperRound,
  submissionCheck,
  type HoldBreak,
} from "../rules/holds.js";
import { fightLeft } from "../rules/fightLeft.js";
import { finishCounts } from "../rules/cage/escape.js";
import { attributeCheck, succeeded } from "../rules/attributeCheck.js";
import { LEVERAGE_DICE, leverageCheck, restholdGain } from "../rules/leverage.js";
import type { FlaggedManeuver } from "../data/flags.js";
import { SECONDS, accurateRoundSeconds } from "../rules/matchTime.js";
import { shakeOff, stunnedAttribute } from "../rules/stun.js";
import { forceDiceCount, parseForceCode } from "../data/forceCode.js";
import type { HoldInProgress, RingMasterMove, RingMasterState } from "../state.js";
import type { CheckEvent, RingMasterEvent } from "../events.js";
import type { Maneuver } from "../data/maneuvers.js";
import { holdOptionTarget } from "./views.js";
import { holdCounterKey, holdCounterTarget } from "./targets.js";
import { check, finish, intensityPatch, opponentOf, rec, spd, withCorner } from "./common.js";
import { damageTo, hit } from "./hit.js";
import { attackManeuvers, canAttempt, SUPERSETS } from "./skills.js";
import { newRound, timeCheck } from "./rounds.js";
import { roundEnds } from "./roundEnd.js";
import { refereeSees } from "./referee.js";

type Events = RingMasterEvent[];

/** One round of a hold: the held wrestler tries `option`, else takes the hold's damage. */
export function holdRound(
  s0: RingMasterState,
  option: "power-out" | "escape" | "ropes",
  dice: DiceSource,
  events: Events,
): RingMasterState {
  const s = s0;
  const hold = s.hold;
  const m = hold === null ? undefined : resolveManeuver(hold.maneuver);
  if (hold === null || m === undefined) return newRound(s, s.attacker, SECONDS.hold, dice, events);
  const holder = s.attacker;
  const held = opponentOf(holder);
  const b = breakHold(dice, option, holdOptionTarget(s, option));
  if (b.broken) {
    events.push({
      type: "hold-round",
      option,
      check: b.check === undefined ? null : check(b.check),
      broken: true,
      damage: 0,
      tally: hold.tally,
    });
    if (b.advantage) events.push({ type: "advantage", to: held, why: "an Ace breaking the hold" });
    // free of it, he gets back to his feet (completion): a ground hold is not put straight back on
    const freed = withCorner({ ...s, hold: null }, held, standUp(s.corners[held].position));
    const seconds = freed.seconds + holdSeconds(s, hold, dice);
    return newRound({ ...freed, seconds }, b.advantage ? held : holder, 0, dice, events);
  }
  return bites(s, hold, m, option, b.check === undefined ? null : check(b.check), dice, events);
}

/**
 * The seconds of a hold round (¶10): the round the hold goes on in is a standard round of
 * positioning and a maneuver (10 s); each round it is kept on after that is a hold round (5 s).
 * With accurate timing (¶12) the first is the AP spent + the hold's Level + 1d6, and every later
 * hold round, where the holds' rolls are all that happens, is the die alone.
 */
export function holdSeconds(s: RingMasterState, hold: HoldInProgress, dice: DiceSource): number {
  const first = hold.holderTurn === undefined;
  if (!s.options.accurateTiming) return first ? SECONDS.round : SECONDS.hold;
  if (!first) return d6(dice, "hold round seconds");
  const spent = Math.max(0, spd(s.corners[s.attacker]) - s.ap);
  return accurateRoundSeconds(dice, spent, resolveManeuver(hold.maneuver)?.level ?? 0);
}

/** Out of a hold on the mat, a man gets back to his feet, facing the holder (completion). */
function standUp(position: Position): { readonly position: Position } | Record<string, never> {
  return POSITION_CATEGORY[position] === "standing" ? {} : { position: "Facing" };
}

/**
 * The hold stays on for the round (¶110, ¶112): Leverage tried if declared (¶38), the hold's damage
 * (one more Basic Die with Leverage on, −1 a die as a resthold, ¶103) added to the tally, the
 * resthold's REC back to the holder, then the submission or sleeper checks.
 */
function bites(
  s0: RingMasterState,
  hold: HoldInProgress,
  m: Maneuver,
  option: HoldBreak | "counter",
  tried: CheckEvent | null,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  let s = s0;
  const holder = s.attacker;
  const held = opponentOf(holder);
  const c = s.corners[held];
  let leverage = hold.leverage;
  if (leverage === "trying") {
    const l = leverageCheck(
      dice,
      stunnedAttribute(s.corners[holder].sheet.attributes.SAV, s.corners[holder].stun),
    );
    const success = succeeded(l.grade);
    events.push({ type: "leverage", by: holder, check: check(l), success });
    if (success) leverage = "on";
    // Usually illegal: a Referee Check (¶38)
    if (success) {
      s = refereeSees(s, holder, "leverage", dice, events);
      if (s.result !== null) return s;
    }
  }
  const att = s.corners[holder];
  const extraBasic = (leverage === "on" ? LEVERAGE_DICE : 0) + garroteDice(att, m);
  const dmg = rollDamage(dice, {
    force: m.force,
    attacker: att.traits,
    defenderWDB: c.traits.WDB,
    injuryOnTarget: c.injuries[m.target] ?? 0,
    extraBasic,
    resthold: hold.resthold,
  });
  // every hold round's dice go on his Impairment like any maneuver's (¶91–¶92)
  s = damageTo(s, held, dmg.total, holdDice(m.force) + extraBasic, dice, events);
  const tally = hold.tally + dmg.total;
  events.push({ type: "hold-round", option, check: tried, broken: false, damage: dmg.total, tally });
  if (s.result !== null) return s;
  if (hold.resthold) {
    const h = s.corners[holder];
    const gained = restholdGain(rec(h), h.intensity, h.traits.intensity - h.impairment);
    s = withCorner(s, holder, intensityPatch(h, h.intensity + gained));
  }
  s = {
    ...s,
    seconds: s.seconds + holdSeconds(s, hold, dice),
    hold: { ...hold, tally, leverage, holderTurn: true },
  };
  const now = s.corners[held];
  if (m.tags.includes("submission") && finishCounts(s.options.cage, "submission")) {
    // holding on is a check to get out of a finish: the fight he has left counts (completion)
    const sta = stunnedAttribute(now.sheet.attributes.STA, now.stun) + fightLeft(now.level);
    const sub = submissionCheck(dice, tally, now.sheet.attributes.TOU, sta);
    if (sub !== undefined) {
      events.push({ type: "submission-check", check: check(sub.check), submits: sub.submits });
      if (sub.submits) return finish(s, { winner: holder, method: "submission", detail: m.name });
    }
  }
  if (m.tags.includes("sleeper") && !now.out) {
    const sl = sleeperRound(dice, stunnedAttribute(now.sheet.attributes.TOU, now.stun));
    // the referee lifts his arm only if he is watching; otherwise he lies out cold, unseen (¶117)
    const watching = armCheckMade(s.referee.distracted);
    const drops =
      sl.out && watching
        ? armDrops(dice, stunnedAttribute(now.sheet.attributes.STA, now.stun))
        : { checks: [], awake: !sl.out };
    events.push({
      type: "sleeper",
      check: check(sl.check),
      out: sl.out,
      armDrops: drops.checks.map(check),
      awake: drops.awake,
    });
    if (!drops.awake) {
      const counts = finishCounts(s.options.cage, "knockout");
      if (watching && counts) return finish(s, { winner: holder, method: "knockout", detail: "the sleeper" });
      if (!counts) {
        // out cold in a cage won only by escaping: he lies there while the other man gets out
        s = withCorner({ ...s, hold: null }, held, { out: true, position: "Prone", rope: 0 });
        return newRound(s, holder, 0, dice, events);
      }
      s = withCorner(s, held, { out: true });
    }
  }
  s = roundEnds(s, dice, events);
  if (s.result !== null) return s;
  // a hold round is a round: both men shake off their REC in Stun (¶94)
  for (const p of [holder, held])
    s = withCorner(s, p, { stun: shakeOff(s.corners[p].stun, rec(s.corners[p])) });
  return timeCheck(s, events);
}

/** The dice of a hold's Force Code (its Impairment a round, ¶92). */
function holdDice(force: string): number {
  const p = parseForceCode(force);
  return p.ok ? forceDiceCount(p.code) : 0;
}

/**
 * A Counter out of a hold (¶113): instead of a break roll the held man tries one of his maneuvers;
 * if it succeeds by a greater margin than the hold was put on with, he takes Advantage and the
 * maneuver lands. Otherwise the hold bites as after a failed break.
 */
export function holdCounter(
  s0: RingMasterState,
  into: string,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  const s = s0;
  const hold = s.hold;
  const r = resolveManeuver(into);
  const hm = hold === null ? undefined : resolveManeuver(hold.maneuver);
  if (hold === null || r === undefined || hm === undefined)
    return newRound(s, s.attacker, SECONDS.hold, dice, events);
  const held = opponentOf(s.attacker);
  const m: FlaggedManeuver = r.name === into ? r : { ...r, name: into };
  // a Counter like any other: −5% for each earlier use of the same one this match (¶32)
  const target = holdCounterTarget(s, into) ?? 0;
  const key = holdCounterKey(hold.maneuver, into);
  const used = { ...s.counterUses[held], [key]: (s.counterUses[held][key] ?? 0) + 1 };
  const c = attributeCheck(dice, target, `${into} out of the hold (${held})`);
  const works = holdCounterWorks(c, hold.margin);
  events.push({ type: "hold-counter", by: held, maneuver: into, check: check(c), works });
  const counted: RingMasterState = { ...s, counterUses: { ...s.counterUses, [held]: used } };
  if (!works) return bites(counted, hold, hm, "counter", check(c), dice, events);
  events.push({ type: "advantage", to: held, why: `countered the hold with a ${into}` });
  const next: RingMasterState = {
    ...counted,
    attacker: held,
    phase: "position",
    hold: null,
    seconds: s.seconds + holdSeconds(s, hold, dice),
    last: { by: held, maneuver: into, attempts: 1, hit: true },
  };
  return hit(next, held, m, c, false, dice, events);
}

// ---------------------------------------------------------------- the holder's choice

/**
 * The holder's choices between hold rounds (completion › 10, the hold round): keep the hold on, let
 * it go (he keeps Advantage, ¶111), or move on to a maneuver the hold is a step of, a superset at
 * +10% (¶28), his own or Improvised.
 */
export function holderMoves(s: RingMasterState): RingMasterMove[] {
  const hold = s.hold;
  if (hold === null) return [];
  const out: RingMasterMove[] = [{ type: "keep-hold" }, { type: "release-hold" }];
  const base = resolveManeuver(hold.maneuver)?.base ?? hold.maneuver;
  const me = s.corners[s.attacker];
  const them = s.corners[opponentOf(s.attacker)];
  const known = attackManeuvers(me);
  for (const later of SUPERSETS[base] ?? []) {
    const own = known.find((m) => m.base === later && m.flags.length === 0);
    const m = own ?? resolveManeuver(later);
    if (m !== undefined && canAttempt(me, them, m)) out.push({ type: "superset-hold", into: m.name });
  }
  return out;
}

/** Plays the holder's choice: the hold stays, ends, or turns into the superset's attack. */
export function holderChoice(
  s: RingMasterState,
  move: Extract<RingMasterMove, { type: "keep-hold" | "release-hold" | "superset-hold" }>,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  const hold = s.hold;
  const by = s.attacker;
  if (hold === null) return s;
  switch (move.type) {
    case "keep-hold":
      events.push({ type: "hold-choice", by, choice: "keep" });
      return { ...s, hold: { ...hold, holderTurn: false } };
    case "release-hold":
      events.push({ type: "hold-choice", by, choice: "release" });
      return newRound({ ...s, hold: null }, by, SECONDS.round, dice, events);
    case "superset-hold":
      events.push({ type: "hold-choice", by, choice: "superset", into: move.into });
      // the hold is the step the superset follows (¶28): it counts as his last maneuver, landed; a
      // hold round spends no Action Points, so no shortfall from the round the hold went on carries over
      return {
        ...s,
        apShort: 0,
        hold: null,
        phase: "respond",
        pending: { maneuver: move.into, desperation: false, option: null },
        last: { by, maneuver: hold.maneuver, attempts: 1, hit: true },
        stalls: 0,
      };
  }
}
