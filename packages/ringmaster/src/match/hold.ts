/**
 * A hold round: breaking out, damage against the tally, submissions and sleepers (¶106–¶116).
 */
import type { DiceSource } from "@ringside/core";
import { resolveManeuver } from "../data/flags.js";
import { rollDamage } from "../rules/damage.js";
import { armDrops, breakHold, holdBreakTarget, sleeperRound, submissionCheck } from "../rules/holds.js";
import { SECONDS } from "../rules/matchTime.js";
import { ropeReachPenalty } from "../rules/ring.js";
import type { RingMasterState, RingMasterEvent } from "../state.js";
import { check, finish, opponentOf } from "./common.js";
import { damageTo } from "./hit.js";
import { newRound, timeCheck } from "./rounds.js";
import { roundEnds } from "./roundEnd.js";

type Events = RingMasterEvent[];

/** One round of a hold: the held wrestler tries `option`, else takes the hold's damage. */
export function holdRound(
  s0: RingMasterState,
  option: "power-out" | "escape" | "ropes",
  dice: DiceSource,
  events: Events,
): RingMasterState {
  let s = s0;
  const hold = s.hold;
  const m = hold === null ? undefined : resolveManeuver(hold.maneuver);
  if (hold === null || m === undefined) return newRound(s, s.attacker, SECONDS.hold, dice, events);
  const holder = s.attacker;
  const held = opponentOf(holder);
  const c = s.corners[held];
  const target = c.out
    ? undefined
    : holdBreakTarget(option, c.sheet.attributes, m.level, ropeReachPenalty(c.square), c.stun);
  const b = breakHold(dice, option, target);
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
    return newRound({ ...s, hold: null }, b.advantage ? held : holder, SECONDS.hold, dice, events);
  }
  const att = s.corners[holder];
  const dmg = rollDamage(dice, {
    force: m.force,
    attacker: att.traits,
    defenderWDB: c.traits.WDB,
    injuryOnTarget: c.injuries[m.target] ?? 0,
  });
  s = damageTo(s, held, dmg.total, 0, dice, events);
  const tally = hold.tally + dmg.total;
  events.push({
    type: "hold-round",
    option,
    check: b.check === undefined ? null : check(b.check),
    broken: false,
    damage: dmg.total,
    tally,
  });
  if (s.result !== null) return s;
  s = { ...s, seconds: s.seconds + SECONDS.hold, hold: { ...hold, tally } };
  const now = s.corners[held];
  if (m.tags.includes("submission")) {
    const sub = submissionCheck(dice, tally, now.sheet.attributes.TOU, now.sheet.attributes.STA);
    if (sub !== undefined) {
      events.push({ type: "submission-check", check: check(sub.check), submits: sub.submits });
      if (sub.submits) return finish(s, { winner: holder, method: "submission", detail: m.name });
    }
  }
  if (m.tags.includes("sleeper") && !now.out) {
    const sl = sleeperRound(dice, now.sheet.attributes.TOU);
    const drops = sl.out ? armDrops(dice, now.sheet.attributes.STA) : { checks: [], awake: true };
    events.push({
      type: "sleeper",
      check: check(sl.check),
      out: sl.out,
      armDrops: drops.checks.map(check),
      awake: drops.awake,
    });
    if (!drops.awake) return finish(s, { winner: holder, method: "knockout", detail: "the sleeper" });
  }
  s = roundEnds(s, dice, events);
  if (s.result !== null) return s;
  return timeCheck(s, events);
}
