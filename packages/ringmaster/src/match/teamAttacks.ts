/**
 * A team against one man (RingMaster › Tag teams, ¶140–¶141): double teams during the changeover
 * round, the lone wrestler's attack on both men, and the free attack of the man he leaves out.
 */
import type { DiceSource } from "@ringside/core";
import { resolveManeuver } from "../data/flags.js";
import { attackTarget } from "../rules/attackCheck.js";
import { attributeCheck, succeeded } from "../rules/attributeCheck.js";
import { SECONDS } from "../rules/matchTime.js";
import { rollDamage } from "../rules/damage.js";
import { applyStun, stunOf } from "../rules/stun.js";
import { meetsNeed } from "../rules/positions.js";
import { forceDiceCount, parseForceCode } from "../data/forceCode.js";
import type { RingMasterCorner, RingMasterMove, RingMasterState } from "../state.js";
import type { RingMasterEvent } from "../events.js";
import type { RingMasterPlayer } from "../config.js";
import { check, intensityPatch, opponentOf } from "./common.js";
import { damageTo, hit } from "./hit.js";
import { newRound } from "./rounds.js";
import { arsenalManeuvers, canAttempt, maneuverSkill, situation } from "./skills.js";
import { attackBothModifier, doubleTeamSkill, freeAttackTakesAdvantage } from "../rules/tag/doubleTeam.js";

type P = RingMasterPlayer;
type Events = RingMasterEvent[];

/** Whether both men of `p`'s team are in the ring: the changeover round, or an overstay (¶133, ¶141). */
export function bothIn(s: RingMasterState, p: P): boolean {
  return s.tag !== null && s.tag.changeover[p] >= 2;
}

/** The lone wrestler's maneuvers on both men of a team that has both in the ring (¶141). */
export function attackBothMoves(s: RingMasterState, p: P): RingMasterMove[] {
  const foe = opponentOf(p);
  if (!bothIn(s, foe)) return [];
  const me = s.corners[p];
  const them = s.corners[foe];
  return arsenalManeuvers(me)
    .filter((m) => m.flags.length === 0 && canAttempt(me, them, m) && !m.tags.includes("hold"))
    .map((m) => ({ type: "attack-both", maneuver: m.name }));
}

/** The partner's best strike for a free attack: his most skilled strike without Flags. */
function bestStrike(c: RingMasterCorner): ReturnType<typeof arsenalManeuvers>[number] | undefined {
  let best: ReturnType<typeof arsenalManeuvers>[number] | undefined;
  let skill = -Infinity;
  for (const m of arsenalManeuvers(c)) {
    if (!m.tags.includes("strike") || m.flags.length > 0 || m.needs === "Fallen") continue;
    const k = maneuverSkill(c, m.name, m.class).skill;
    if (k > skill) [best, skill] = [m, k];
  }
  return best;
}

/**
 * The free attack of the man left out (¶141): when the lone wrestler `p` attacks one man of a team
 * with both in the ring, the other strikes him first with his best strike (Ringside's reading of
 * the order); a hit hurts him and takes Advantage for the team, a miss lets the attack go on.
 * Returns `null` when there is no free attack or it missed.
 */
export function freeAttack(
  s: RingMasterState,
  p: P,
  dice: DiceSource,
  events: Events,
): RingMasterState | null {
  const foe = opponentOf(p);
  const tag = s.tag;
  if (tag === null || !bothIn(s, foe) || tag.partners[foe].out) return null;
  const partner = tag.partners[foe];
  const m = bestStrike(partner);
  if (m === undefined) return null;
  const me = s.corners[p];
  const target = attackTarget({
    skill: maneuverSkill(partner, m.name, m.class).skill,
    level: m.level,
    defenderLevel: me.level,
    ownStun: partner.stun,
  }).target;
  const a = attributeCheck(dice, target, `free attack ${m.name} (${foe})`);
  events.push({ type: "attempt", by: foe, maneuver: `free ${m.name}`, check: check(a) });
  if (!freeAttackTakesAdvantage(succeeded(a.grade))) return null;
  const damage = rollDamage(dice, {
    force: m.force,
    attacker: partner.traits,
    defenderWDB: me.traits.WDB,
    ace: a.grade === "ace",
  }).total;
  let out = damageTo(s, p, damage, 1, dice, events);
  if (out.result !== null) return out;
  out = { ...out, pending: null, phase: "position" };
  events.push({ type: "advantage", to: foe, why: "the free attack of the man left out" });
  return newRound(out, foe, SECONDS.round, dice, events);
}

/**
 * Double teams during the changeover round (¶140): both partners are in the ring, so the team with
 * Advantage may do a maneuver both of them know as one action, at the higher Skill +10%, or two
 * different maneuvers at once (the partner's best one on the man as he stands), at the lower +10%.
 */
export function doubleTeamMoves(s: RingMasterState, p: P): RingMasterMove[] {
  const tag = s.tag;
  if (tag === null || !bothIn(s, p)) return [];
  const me = s.corners[p];
  const partner = tag.partners[p];
  const them = s.corners[opponentOf(p)];
  const known = new Set(partner.sheet.arsenal.map((e) => e.maneuver));
  const mine = arsenalManeuvers(me).filter(
    (m) => m.flags.length === 0 && canAttempt(me, them, m) && !m.tags.includes("hold"),
  );
  const theirs = arsenalManeuvers(partner)
    .filter((m) => partnerCanJoin(m, them))
    .sort(
      (a, b) => maneuverSkill(partner, b.name, b.class).skill - maneuverSkill(partner, a.name, a.class).skill,
    )[0];
  const out: RingMasterMove[] = [];
  for (const m of mine) {
    if (known.has(m.name)) out.push({ type: "double-team", maneuver: m.name });
    if (theirs !== undefined && theirs.name !== m.name)
      out.push({ type: "double-team", maneuver: m.name, partner: theirs.name });
  }
  return out;
}

/** A maneuver the partner can join a double team with: plain, no hold, on the man as he stands. */
function partnerCanJoin(m: ReturnType<typeof arsenalManeuvers>[number], them: RingMasterCorner): boolean {
  return (
    m.flags.length === 0 &&
    !m.tags.includes("hold") &&
    !m.tags.includes("dashing") &&
    !m.tags.includes("highrisk") &&
    meetsNeed(them.position, m.needs)
  );
}

/** A lone wrestler's maneuver on both men of a team (¶141). */
export function playAttackBoth(
  s0: RingMasterState,
  p: P,
  move: Extract<RingMasterMove, { type: "attack-both" }>,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  let s = s0;
  const tag = s.tag;
  if (tag === null) return s;
  const me = s.corners[p];
  const foe = opponentOf(p);
  // One roll at −5% a man (none for the top ranks); a hit lands on both (¶141)
  const m = resolveManeuver(move.maneuver);
  if (m === undefined) return s;
  const flagged = { ...m, name: move.maneuver };
  const sit = situation(s, p, flagged, { apShort: s.apShort });
  const skill = sit.skill + attackBothModifier(2, me.sheet.prestige);
  const a = attributeCheck(dice, attackTarget({ ...sit, skill }).target, `${flagged.name} on both (${p})`);
  events.push({ type: "declare", by: p, maneuver: `${flagged.name} on both`, desperation: false });
  events.push({ type: "attempt", by: p, maneuver: flagged.name, check: check(a) });
  s = { ...s, last: { by: p, maneuver: flagged.name, attempts: 1, hit: succeeded(a.grade) } };
  if (!succeeded(a.grade)) {
    events.push({ type: "advantage", to: foe, why: "a missed attack on both" });
    return newRound(s, foe, SECONDS.round, dice, events);
  }
  const other = tag.partners[foe];
  const damage = rollDamage(dice, {
    force: m.force,
    attacker: me.traits,
    defenderWDB: other.traits.WDB,
    ace: a.grade === "ace",
  }).total;
  const hurt: RingMasterCorner = {
    ...other,
    ...intensityPatch(other, other.intensity - damage),
    stun: applyStun(other.stun, stunOf(damage, other.traits.RES)),
  };
  s = { ...s, tag: { ...tag, partners: { ...tag.partners, [foe]: hurt } } };
  return hit(s, p, flagged, a, false, dice, events);
}

/** A double team (¶140): one roll for the two partners, one maneuver or two. */
export function playDoubleTeam(
  s0: RingMasterState,
  p: P,
  move: Extract<RingMasterMove, { type: "double-team" }>,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  let s = s0;
  const tag = s.tag;
  if (tag === null) return s;
  const foe = opponentOf(p);
  const m = resolveManeuver(move.maneuver);
  if (m === undefined) return s;
  const flagged = { ...m, name: move.maneuver };
  const partner = tag.partners[p];
  const sit = situation(s, p, flagged, { apShort: s.apShort });
  // identical maneuvers at the higher Skill, different ones at the lower, +10% either way (¶140)
  const other = move.partner === undefined ? undefined : resolveManeuver(move.partner);
  const skill = doubleTeamSkill(
    sit.skill,
    maneuverSkill(partner, move.partner ?? move.maneuver, other?.class ?? m.class).skill,
    other === undefined,
  );
  const a = attributeCheck(
    dice,
    attackTarget({ ...sit, skill }).target,
    `double-team ${flagged.name} (${p})`,
  );
  events.push({ type: "declare", by: p, maneuver: `double-team ${flagged.name}`, desperation: false });
  events.push({ type: "attempt", by: p, maneuver: flagged.name, check: check(a) });
  s = { ...s, last: { by: p, maneuver: flagged.name, attempts: 1, hit: succeeded(a.grade) } };
  if (succeeded(a.grade) && other !== undefined) {
    // the partner's maneuver lands with it: its damage first, then the legal man's hit
    const dmg = rollDamage(dice, {
      force: other.force,
      attacker: partner.traits,
      defenderWDB: s.corners[foe].traits.WDB,
      ace: a.grade === "ace",
    });
    events.push({
      type: "hit",
      by: p,
      maneuver: `${move.partner ?? other.name} (partner)`,
      damage: dmg.total,
      stun: 0,
      exertion: 0,
      injuries: 0,
      ace: a.grade === "ace",
      finisher: false,
    });
    s = damageTo(s, foe, dmg.total, forceDice(other.force), dice, events);
    if (s.result !== null) return s;
  }
  if (succeeded(a.grade)) return hit(s, p, flagged, a, false, dice, events);
  events.push({ type: "advantage", to: foe, why: "a missed double team" });
  return newRound(s, foe, SECONDS.round, dice, events);
}

/** The dice of a Force Code (for Impairment, ¶92). */
export function forceDice(force: string): number {
  const c = parseForceCode(force);
  return c.ok ? forceDiceCount(c.code) : 0;
}
