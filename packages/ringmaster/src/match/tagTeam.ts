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
import { check, corner, opponentOf, tradableStun, withCorner } from "./common.js";
import { hit } from "./hit.js";
import { newRound } from "./rounds.js";
import { situation } from "./skills.js";
import { turnoversFor } from "../rules/turnovers/turnovers.js";

import { playAttackBoth, playDoubleTeam } from "./teamAttacks.js";
import { playSave } from "./tagSaves.js";

export { attackBothMoves, doubleTeamMoves, freeAttack } from "./teamAttacks.js";
export { saveMoves } from "./tagSaves.js";

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

/** The defender's Lunge Tag, an AGI-1 Counter (¶135). */
export function lungeTagMoves(s: RingMasterState, p: P): RingMasterMove[] {
  const tag = s.tag;
  if (tag === null || tag.partners[p].out || POSITION_CATEGORY[s.corners[p].position] === "fallen") return [];
  return [{ type: "lunge-tag" }];
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
          succeeded(
            attributeCheck(dice, s.corners[foe].sheet.attributes.SAV, `${foe} notices the tag`).grade,
          ),
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
  if (move.type === "attack-both") return playAttackBoth(s, p, move, dice, events);
  if (move.type === "double-team") return playDoubleTeam(s, p, move, dice, events);
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
  return playSave(s, p, move, dice, events);
}
