/**
 * Saves (RingMaster › Tag teams, ¶138–¶139): the partner breaks up a pin with an attack, the
 * pinner's partner may come in to block it; a save that lands hurts the pinner, the referee warns
 * the incoming man and argues with him.
 */
import type { DiceSource } from "@ringside/core";
import { resolveManeuver } from "../data/flags.js";
import { attackTarget } from "../rules/attackCheck.js";
import { SECONDS } from "../rules/matchTime.js";
import { rollDamage } from "../rules/damage.js";
import { apToReach, resolveSave, saveModifier } from "../rules/tag/saves.js";
import type { IllegalAction } from "../data/referee.js";
import type { RingMasterMove, RingMasterState } from "../state.js";
import type { RingMasterEvent } from "../events.js";
import type { RingMasterPlayer } from "../config.js";
import { check, finish, spd } from "./common.js";
import { damageTo } from "./hit.js";
import { distractReferee, refereeSees } from "./referee.js";
import { newRound } from "./rounds.js";
import { arsenalManeuvers, maneuverSkill } from "./skills.js";

import { forceDice } from "./teamAttacks.js";
type P = RingMasterPlayer;
type Events = RingMasterEvent[];

/** The partner's saves while his team mate is pinned: one per strike in his Arsenal (¶138). */
export function saveMoves(s: RingMasterState, p: P): RingMasterMove[] {
  const tag = s.tag;
  if (tag === null || tag.partners[p].out) return [];
  return arsenalManeuvers(tag.partners[p])
    .filter((m) => m.tags.includes("strike") && m.flags.length === 0 && m.needs !== "Fallen")
    .slice(0, 4)
    .map((m) => ({ type: "save", maneuver: m.name }));
}

/** Plays a save (¶138–¶139). */
export function playSave(
  s0: RingMasterState,
  p: P,
  move: Extract<RingMasterMove, { type: "save" }>,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  let s = s0;
  const tag = s.tag;
  if (tag === null) return s;
  // A save (¶138–¶139): the partner attacks the pinner; the pinner's partner may block
  const pin = s.pin;
  const pinner = s.attacker;
  if (pin === null) return s;
  const saver = tag.partners[p];
  const m = resolveManeuver(move.maneuver);
  if (m === undefined) return s;
  const skill = maneuverSkill(saver, move.maneuver, m.class);
  const need = apToReach(saver.square, s.corners[pinner].square);
  const target = attackTarget({
    skill: skill.skill + saveModifier(need, spd(saver)),
    level: m.level,
    defenderLevel: s.corners[pinner].level,
    ownStun: saver.stun,
    ...(skill.improvised === undefined ? {} : { improvised: skill.improvised }),
  }).target;
  const blockerC = tag.partners[pinner];
  const blocker = blockerC.out
    ? null
    : {
        sav: blockerC.sheet.attributes.SAV,
        skill:
          Math.max(
            0,
            ...arsenalManeuvers(blockerC).map((x) => maneuverSkill(blockerC, x.name, x.class).skill),
          ) - 5,
      };
  const r = resolveSave(dice, target, blocker);
  events.push({ type: "save", by: p, attack: check(r.attack), blocked: r.blocked, saved: r.saved });
  if (!r.saved) {
    // The count goes on while he tried: a chance spent
    const failures = pin.failures + 1;
    if (failures >= pin.chances)
      return finish(s, { winner: pinner, method: "pinfall", detail: "three count" });
    return { ...s, pin: { ...pin, failures }, seconds: s.seconds + SECONDS.count };
  }
  // the save lands on the pinner (¶138): its damage, then the incoming man's warning
  const pinnerC = s.corners[pinner];
  const dmg = rollDamage(dice, {
    force: m.force,
    attacker: saver.traits,
    defenderWDB: pinnerC.traits.WDB,
    ace: r.attack.grade === "ace",
  });
  events.push({
    type: "hit",
    by: p,
    maneuver: `${move.maneuver} (save)`,
    damage: dmg.total,
    stun: 0,
    exertion: 0,
    injuries: 0,
    ace: r.attack.grade === "ace",
    finisher: false,
  });
  s = damageTo({ ...s, pin: null }, pinner, dmg.total, forceDice(m.force), dice, events);
  if (s.result !== null) return s;
  s = partnerSees(s, p, "partner-save", dice, events);
  if (s.result !== null) return s;
  s = distractReferee(s, 1);
  return newRound(s, pinner, SECONDS.count, dice, events);
}

/**
 * The referee judges `p`'s partner (a save, ¶138): the warning goes on the partner's own count, not
 * the legal man's, and the threshold is the partner's (warnings go with the wrestler, ¶118).
 */
function partnerSees(
  s: RingMasterState,
  p: P,
  action: IllegalAction,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  const tag = s.tag;
  if (tag === null) return refereeSees(s, p, action, dice, events);
  const own = s.referee.warnings[p];
  const theirs = tag.partnerWarnings?.[p] ?? 0;
  const seen = refereeSees(
    { ...s, referee: { ...s.referee, warnings: { ...s.referee.warnings, [p]: theirs } } },
    p,
    action,
    dice,
    events,
  );
  if (seen.result !== null) return seen;
  return {
    ...seen,
    referee: {
      ...seen.referee,
      warnings: { ...seen.referee.warnings, [p]: own },
      shaken: { ...seen.referee.shaken, [p]: s.referee.shaken[p] },
    },
    tag: {
      ...tag,
      partnerWarnings: {
        red: tag.partnerWarnings?.red ?? 0,
        blue: tag.partnerWarnings?.blue ?? 0,
        [p]: seen.referee.warnings[p],
      },
    },
  };
}
