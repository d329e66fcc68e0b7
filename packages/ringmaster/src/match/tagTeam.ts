/**
 * The tag-team match (RingMaster › Tag teams, ¶133–¶139; `rules/tag/`): the partners on the apron,
 * tags by position and 5 AP (with the Blind and Fake Tag Tricks), the Lunge Tag as a Counter, the
 * changeover round, and partners breaking up pins (with the other partner's block).
 */
import type { DiceSource } from "@ringside/core";
import { POSITION_CATEGORY } from "../data/attributes.js";
import { resolveManeuver } from "../data/flags.js";
import { attackTarget } from "../rules/attackCheck.js";
import { attributeCheck, succeeded } from "../rules/attributeCheck.js";
import { counterRolls } from "../rules/counters.js";
import { LUNGE_TAG_KEY, lungeTagTargetNow } from "./targets.js";
import { SECONDS } from "../rules/matchTime.js";
import { rollDamage } from "../rules/damage.js";
import { applyStun, stunOf } from "../rules/stun.js";
import { apToReach, resolveSave, saveModifier } from "../rules/tag/saves.js";
import { canTagFrom, TAG_AP, TEAM_CORNERS } from "../rules/tag/tagging.js";
import {
  BLIND_TAG,
  blindTagNoticed,
  blindTagTarget,
  FAKE_TAG,
  FAKE_TAG_PRESTIGE,
  fakeTagMade,
  fakeTagTarget,
} from "../rules/tag/blindFakeTag.js";
import { payOwnMove } from "../rules/stun.js";
import { meetsNeed } from "../rules/positions.js";
import { forceDiceCount, parseForceCode } from "../data/forceCode.js";
import type { IllegalAction } from "../data/referee.js";
import { trickUses, usedTrick } from "./tricks.js";
import type { Square } from "../rules/ring.js";
import type {
  RingMasterCorner,
  RingMasterMove,
  RingMasterState,
  RingMasterEvent,
  TagState,
} from "../state.js";
import type { RingMasterPlayer, RingMasterWrestler } from "../config.js";
import { check, corner, finish, intensityPatch, opponentOf, spd, tradableStun, withCorner } from "./common.js";
import { damageTo, hit } from "./hit.js";
import { distractReferee, refereeSees } from "./referee.js";
import { newRound } from "./rounds.js";
import { arsenalManeuvers, canAttempt, maneuverSkill, situation } from "./skills.js";
import { attackBothModifier, doubleTeamSkill, freeAttackTakesAdvantage } from "../rules/tag/doubleTeam.js";
import { turnoversFor } from "../rules/turnovers/turnovers.js";

type P = RingMasterPlayer;
type Events = RingMasterEvent[];

/** Where each team's partner waits: on the apron outside his corner (completion's layout). */
export const APRON_SPOTS: Readonly<Record<P, Square>> = { red: { row: 1, col: 2 }, blue: { row: 8, col: 7 } };

/** The tag side of a new match. */
export function setupTag(partners: {
  readonly red: RingMasterWrestler;
  readonly blue: RingMasterWrestler;
}): TagState {
  return {
    partners: { red: corner(partners.red, APRON_SPOTS.red), blue: corner(partners.blue, APRON_SPOTS.blue) },
    partnerTurnovers: {
      red: turnoversFor(partners.red.prestige),
      blue: turnoversFor(partners.blue.prestige),
    },
    changeover: { red: 0, blue: 0 },
    staying: { red: false, blue: false },
  };
}

/** Whether both men of `p`'s team are in the ring: the changeover round, or an overstay (¶133, ¶141). */
export function bothIn(s: RingMasterState, p: P): boolean {
  return s.tag !== null && s.tag.changeover[p] >= 2;
}

/**
 * The changeover choice of the team with Advantage (¶133): keep the outgoing man in past the
 * changeover round (he becomes the illegal man: warned each round and counted), or send him out.
 */
export function overstayMoves(s: RingMasterState, p: P): RingMasterMove[] {
  const tag = s.tag;
  if (tag === null) return [];
  if (tag.staying[p]) return [{ type: "overstay", stay: false }];
  if (tag.changeover[p] === 2 && !tag.partners[p].out) return [{ type: "overstay", stay: true }];
  return [];
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

/** The tag moves of the attacker in the position phase (¶134, ¶136, ¶137). */
export function tagMoves(s: RingMasterState, p: P): RingMasterMove[] {
  const tag = s.tag;
  if (tag === null || tag.partners[p].out) return [];
  const me = s.corners[p];
  if (POSITION_CATEGORY[me.position] === "fallen") return [];
  // a tag is positioning for 5 Action Points, his own or Stun traded after a hit (¶58, ¶134)
  if (canTagFrom(me.square, TEAM_CORNERS[p]))
    return s.ap + tradableStun(s) >= TAG_AP
      ? [
          { type: "tag", kind: "tag" },
          { type: "tag", kind: "blind" },
        ]
      : [];
  return [{ type: "tag", kind: "fake" }];
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

/** The defender's Lunge Tag, an AGI-1 Counter (¶135). */
export function lungeTagMoves(s: RingMasterState, p: P): RingMasterMove[] {
  const tag = s.tag;
  if (tag === null || tag.partners[p].out || POSITION_CATEGORY[s.corners[p].position] === "fallen") return [];
  return [{ type: "lunge-tag" }];
}

/** The partner's saves while his team mate is pinned: one per strike in his Arsenal (¶138). */
export function saveMoves(s: RingMasterState, p: P): RingMasterMove[] {
  const tag = s.tag;
  if (tag === null || tag.partners[p].out) return [];
  return arsenalManeuvers(tag.partners[p])
    .filter((m) => m.tags.includes("strike") && m.flags.length === 0 && m.needs !== "Fallen")
    .slice(0, 4)
    .map((m) => ({ type: "save", maneuver: m.name }));
}

/** Swaps the legal man and his partner: the partner comes in on the tag square (¶133). */
function swap(s: RingMasterState, p: P, at: Square): RingMasterState {
  const tag = s.tag;
  if (tag === null) return s;
  const out = s.corners[p];
  const incoming: RingMasterCorner = {
    ...tag.partners[p],
    square: at,
    position: "Facing",
    rope: 0,
    running: false,
  };
  return {
    ...s,
    corners: { ...s.corners, [p]: incoming },
    turnovers: { ...s.turnovers, [p]: tag.partnerTurnovers[p] },
    // the referee's warnings go with the wrestler (¶118): the incoming man brings his own
    referee: {
      ...s.referee,
      warnings: { ...s.referee.warnings, [p]: tag.partnerWarnings?.[p] ?? 0 },
      shaken: { ...s.referee.shaken, [p]: false },
    },
    tag: {
      ...tag,
      partnerWarnings: {
        red: tag.partnerWarnings?.red ?? 0,
        blue: tag.partnerWarnings?.blue ?? 0,
        [p]: s.referee.warnings[p],
      },
      partners: {
        ...tag.partners,
        [p]: { ...out, square: APRON_SPOTS[p], rope: 0, running: false, dazed: false },
      },
      partnerTurnovers: { ...tag.partnerTurnovers, [p]: s.turnovers[p] },
      changeover: { ...tag.changeover, [p]: 1 },
      staying: { ...tag.staying, [p]: false },
    },
  };
}

/** Plays a tag, a Lunge Tag or a save. */
export function playTag(
  s0: RingMasterState,
  p: P,
  move: Extract<
    RingMasterMove,
    { type: "tag" | "lunge-tag" | "save" | "double-team" | "attack-both" | "overstay" }
  >,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  let s = s0;
  const tag = s.tag;
  if (tag === null) return s;
  const me = s.corners[p];
  const foe = opponentOf(p);
  const incoming = tag.partners[p].sheet.name;
  if (move.type === "tag") {
    // 5 Action Points, with Stun traded after a hit (¶58, ¶134); a Fake Tag pays what he has
    const paid = payOwnMove(s.ap, tradableStun(s), TAG_AP);
    s = { ...s, ap: paid.ap, apShort: s.apShort + paid.short };
    if (paid.stun > 0) s = withCorner(s, foe, { stun: s.corners[foe].stun - paid.stun });
    if (move.kind === "fake") {
      // A SAV-II Trick; the referee believes it unless his check sees through it (¶137)
      const t = fakeTagTarget({
        sav: me.sheet.attributes.SAV,
        uses: trickUses(s, p, FAKE_TAG.name),
        apShort: s.apShort,
        defenderLevel: s.corners[foe].level,
      });
      s = usedTrick(s, p, FAKE_TAG.name);
      const trick = attributeCheck(dice, t, `Fake Tag (${p})`);
      const seen =
        s.referee.distracted === 0 &&
        succeeded(attributeCheck(dice, s.options.refereeSav, "referee sees the Fake Tag").grade);
      const made = fakeTagMade(succeeded(trick.grade), seen);
      s = withCorner(s, p, { prestigeGained: me.prestigeGained + FAKE_TAG_PRESTIGE });
      events.push({ type: "tag", team: p, kind: "fake", check: check(trick), made, noticed: seen, incoming });
      if (!made) return newRound(s, foe, SECONDS.round, dice, events);
      return newRound(swap(s, p, me.square), p, SECONDS.round, dice, events);
    }
    let noticed: boolean | undefined;
    let trickCheck = null;
    if (move.kind === "blind") {
      // A SAV Trick rolled with the tag; the opponent must notice it with SAV (¶136)
      const t = blindTagTarget({
        sav: me.sheet.attributes.SAV,
        uses: trickUses(s, p, BLIND_TAG.name),
        apShort: s.apShort,
        defenderLevel: s.corners[foe].level,
      });
      s = usedTrick(s, p, BLIND_TAG.name);
      const trick = attributeCheck(dice, t, `Blind Tag (${p})`);
      trickCheck = check(trick);
      noticed = blindTagNoticed(
        succeeded(trick.grade),
        succeeded(trick.grade) &&
          succeeded(attributeCheck(dice, s.corners[foe].sheet.attributes.SAV, `${foe} notices the tag`).grade),
      );
    }
    events.push({
      type: "tag",
      team: p,
      kind: move.kind,
      check: trickCheck,
      made: true,
      ...(noticed === undefined ? {} : { noticed }),
      incoming,
    });
    s = swap(s, p, me.square);
    // An unnoticed Blind Tag: the fresh man's first attack is a surprise (¶79)
    if (noticed === false) s = { ...s, corners: { ...s.corners, [foe]: { ...s.corners[foe], dazed: true } } };
    return newRound(s, p, SECONDS.round, dice, events);
  }
  if (move.type === "overstay") {
    events.push({ type: "position", by: p, move, cost: 0, short: 0 });
    const staying = { ...tag.staying, [p]: move.stay };
    const changeover = move.stay ? tag.changeover : { ...tag.changeover, [p]: 0 };
    return { ...s, tag: { ...tag, staying, changeover } };
  }
  if (move.type === "attack-both") {
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
  if (move.type === "double-team") {
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
  if (move.type === "lunge-tag") {
    const pending = s.pending;
    const m = pending === null ? undefined : resolveManeuver(pending.maneuver);
    const attacker = s.attacker;
    if (pending === null || m === undefined) return s;
    const flagged = { ...m, name: pending.maneuver };
    // a Counter's Contest, identical results rolled again (¶82–¶83, ¶135)
    const rolls = counterRolls(
      dice,
      attackTarget(situation(s, attacker, flagged, { apShort: s.apShort })).target,
      lungeTagTargetNow(s, p),
      `${flagged.name} (${attacker})`,
      `Lunge Tag (${p})`,
    );
    const a = rolls.attack;
    const k = rolls.counter;
    const result = rolls.result;
    s = {
      ...s,
      pending: null,
      phase: "position",
      counterUses: {
        ...s.counterUses,
        [p]: { ...s.counterUses[p], [LUNGE_TAG_KEY]: (s.counterUses[p][LUNGE_TAG_KEY] ?? 0) + 1 },
      },
    };
    events.push({ type: "counter", by: p, counter: "Lunge Tag", result, attack: check(a), check: check(k) });
    if (result === "attack") return hit(s, attacker, flagged, a, pending.desperation, dice, events);
    if (result === "standoff") {
      events.push({ type: "standoff", keeps: attacker });
      return newRound(s, attacker, SECONDS.round + SECONDS.standoff, dice, events);
    }
    events.push({ type: "tag", team: p, kind: "lunge", check: check(k), made: true, incoming });
    events.push({ type: "advantage", to: p, why: "a Lunge Tag" });
    return newRound(swap(s, p, me.square), p, SECONDS.round, dice, events);
  }
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

/** The dice of a Force Code (for Impairment, ¶92). */
function forceDice(force: string): number {
  const c = parseForceCode(force);
  return c.ok ? forceDiceCount(c.code) : 0;
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
