/**
 * The referee in the match (RingMaster › The referee, ¶118–¶122, ¶51; `rules/referee/`): every
 * illegal action he is asked to judge, his warnings and disqualifications, the −5% after a warning,
 * his counts at the end of each round, and the rounds he stays distracted.
 */
import type { DiceSource } from "@ringside/core";
import { COUNT_LIMITS, type CountKind, type IllegalAction } from "../data/referee.js";
import { attributeCheck, succeeded } from "../rules/attributeCheck.js";
import { sanction } from "../rules/referee/automaticDq.js";
import { countRound } from "../rules/referee/counts.js";
import { infractions, type InfractionSituation } from "../rules/referee/infractions.js";
import { refereeCheck, warn } from "../rules/referee/refereeCheck.js";
import { contenderWeight, titleChangesHands, type FinishMethod } from "../rules/referee/titles.js";
import { inRing } from "../rules/ring.js";
import type { RingMasterEvent, RingMasterMove, RingMasterState, RefereeState } from "../state.js";
import type { RingMasterPlayer } from "../config.js";
import { check, opponentOf } from "./common.js";
import { trickUses, usedTrick } from "./tricks.js";

type P = RingMasterPlayer;
type Events = RingMasterEvent[];
type RState = Omit<RingMasterState, "dice">;

function end<S extends RState>(s: S, result: NonNullable<RState["result"]>): S {
  return { ...s, phase: "over", result, pending: null, pin: null, hold: null };
}

/** The referee at the bell. */
export function freshReferee(): RefereeState {
  return { distracted: 0, warnings: { red: 0, blue: 0 }, shaken: { red: false, blue: false }, count: null };
}

function withReferee<S extends RState>(s: S, patch: Partial<RefereeState>): S {
  return { ...s, referee: { ...s.referee, ...patch } };
}

/** A disqualification of `who`. */
export function disqualify<S extends RState>(s: S, who: P, detail: string): S {
  return end(s, { winner: opponentOf(who), method: "disqualification", detail });
}

/**
 * Gives `who` a warning (already seen): the −5% on his next maneuver, and the disqualification
 * when it goes past the threshold or the action is on the league's automatic list.
 */
function sanctionSeen<S extends RState>(
  s0: S,
  who: P,
  action: IllegalAction,
  checkEvent: ReturnType<typeof check> | null,
  events: Events,
): S {
  const auto = sanction(action, s0.options.automaticDq) === "disqualification";
  const w = warn(s0.referee.warnings[who], s0.options.warnings);
  const s = withReferee(s0, {
    warnings: { ...s0.referee.warnings, [who]: w.warnings },
    shaken: { ...s0.referee.shaken, [who]: true },
  });
  const dq = auto || w.disqualified;
  events.push({
    type: "referee",
    against: who,
    action,
    check: checkEvent,
    noticed: true,
    warnings: w.warnings,
    sanction: dq ? "disqualification" : "warning",
  });
  if (!dq) return s;
  return disqualify(s, who, auto ? `${action} (automatic)` : `${action}: one warning too many`);
}

/**
 * One illegal action by `who`: the Referee Check (¶118), and if he sees it, the warning or the
 * disqualification. The Prestige of an illegal maneuver seen (−1, completion) is noted on the corner.
 */
export function refereeSees<S extends RState>(
  s: S,
  who: P,
  action: IllegalAction,
  dice: DiceSource,
  events: Events,
): S {
  const r = refereeCheck(dice, { sav: s.options.refereeSav, distracted: s.referee.distracted }, action);
  const ev = r.check === null ? null : check(r.check);
  if (!r.noticed) {
    events.push({
      type: "referee",
      against: who,
      action,
      check: ev,
      noticed: false,
      warnings: s.referee.warnings[who],
      sanction: "none",
    });
    return s;
  }
  const c = s.corners[who];
  const seen = { ...s, corners: { ...s.corners, [who]: { ...c, prestigeGained: c.prestigeGained - 1 } } };
  return sanctionSeen(seen, who, action, ev, events);
}

/** Every infraction of a maneuver that landed, each checked; stops at a disqualification. */
export function judgeManeuver(
  s0: RingMasterState,
  who: P,
  maneuver: string,
  situation: InfractionSituation,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  let s = s0;
  for (const action of infractions(maneuver, situation)) {
    s = refereeSees(s, who, action, dice, events);
    if (s.result !== null) return s;
    if (action === "choke" && s.referee.warnings[who] > s0.referee.warnings[who] && s.referee.count === null)
      s = withReferee(s, { count: { kind: "choke", against: who, value: 0, fresh: true } });
  }
  return s;
}

/** A warning without a check (an ambush, a partner's save, ¶18, ¶138), unless he is distracted. */
export function automaticWarning<S extends RState>(
  s: S,
  who: P,
  action: IllegalAction,
  dice: DiceSource,
  events: Events,
): S {
  return refereeSees(s, who, action, dice, events);
}

/** The −5% after a warning is spent on his next attempt (¶51). */
export function attemptMade(s: RingMasterState, who: P): RingMasterState {
  return s.referee.shaken[who] ? withReferee(s, { shaken: { ...s.referee.shaken, [who]: false } }) : s;
}

/** Starts a count on `against` (announced: its first die comes at the end of the next round, ¶122). */
export function startCount<S extends RState>(s: S, kind: CountKind, against: P): S {
  return withReferee(s, { count: { kind, against, value: 0, fresh: true } });
}

/** Distracts the referee for `rounds` (the Distract Referee Trick, a partner's argument). */
export function distractReferee(s: RingMasterState, rounds: number): RingMasterState {
  return withReferee(s, { distracted: Math.max(s.referee.distracted, rounds) });
}

/** Whether what a count is about still goes on. */
function stillCounting(s: RingMasterState, kind: CountKind, against: P): boolean {
  const c = s.corners[against];
  switch (kind) {
    case "choke":
      return s.phase === "hold" && s.attacker === against && s.hold?.maneuver.endsWith("Chokehold") === true;
    case "outside":
      return !inRing(c.square) && s.options.cage === null;
    case "top-rope":
      return c.rope > 0 && s.stalls > 0;
    case "illegal-man":
      return s.tag?.staying[against] === true;
  }
}

/**
 * A count the referee should start (¶121): the man whose round it was, outside the ring or stalling
 * on the top rope. Ringside's reading: only the wrestler who could act (the attacker) is counted; a
 * defender thrown out cannot move until he has Advantage, so his count waits until then.
 */
function countToStart(s: RingMasterState): { kind: CountKind; against: P } | null {
  const p = s.attacker;
  if (stillCounting(s, "outside", p)) return { kind: "outside", against: p };
  if (stillCounting(s, "top-rope", p)) return { kind: "top-rope", against: p };
  return null;
}

/**
 * The referee's end of a round (¶122): a count rolls its 1d6 (or starts, after he notices and
 * warns); a count over its limit disqualifies, or counts out the man outside. A count rolls only at
 * the end of the counted man's own rounds. One round of distraction passes.
 */
export function refereeRoundEnds(s0: RingMasterState, dice: DiceSource, events: Events): RingMasterState {
  let s = s0;
  if (s.result !== null) return s;
  const count = s.referee.count;
  if (count !== null && !stillCounting(s, count.kind, count.against)) s = withReferee(s, { count: null });
  if (s.referee.count === null && s.referee.distracted === 0) {
    const start = countToStart(s);
    if (start !== null) {
      const notice = attributeCheck(dice, s.options.refereeSav, `referee notices (${start.kind})`);
      if (succeeded(notice.grade)) {
        s = sanctionSeen(
          s,
          start.against,
          start.kind === "outside" ? "staying-outside" : "top-rope-stalling",
          check(notice),
          events,
        );
        if (s.result !== null) return s;
        s = withReferee(s, { count: { ...start, value: 0, fresh: true } });
      }
    }
  } else if (
    s.referee.count !== null &&
    s.referee.distracted === 0 &&
    s.referee.count.against === s.attacker
  ) {
    const c = s.referee.count;
    const r = countRound(dice, c, COUNT_LIMITS[c.kind]);
    s = withReferee(s, { count: { ...c, value: r.count.value, fresh: false } });
    events.push({
      type: "referee-count",
      kind: c.kind,
      against: c.against,
      roll: r.roll,
      value: r.count.value,
      over: r.over,
    });
    if (r.over) {
      // The man outside is counted out; if the other man is outside too, both are (a draw, ¶123)
      if (c.kind === "outside") {
        const other = opponentOf(c.against);
        if (!inRing(s.corners[other].square))
          return end(s, { winner: null, method: "draw", detail: "double count-out" });
        return end(s, { winner: other, method: "count-out", detail: "counted out" });
      }
      return disqualify(s, c.against, `the ${c.kind} count`);
    }
  }
  if (s.referee.distracted > 0) s = withReferee(s, { distracted: s.referee.distracted - 1 });
  return s;
}

/** Whether the title changed hands in a finished title match (¶120); a count-out counting as a DQ for it is Ringside's completion (`completion.md` › 12). */
export function titleChanged(s: RingMasterState, champion: P): boolean {
  const r = s.result;
  if (r === null || r.winner === null || r.winner === champion) return false;
  return titleChangesHands(methodOf(r.method), { title: s.options.title, changesOnDq: s.options.titleOnDq });
}

/** The contendership weight of the result (¶120): clean 1, DQ or count-out ½, draw 0 are Ringside's completion (`completion.md` › 12). */
export function resultWeight(s: RingMasterState): number {
  return s.result === null ? 0 : contenderWeight(methodOf(s.result.method));
}

function methodOf(m: string): FinishMethod {
  switch (m) {
    case "pinfall":
    case "submission":
    case "knockout":
    case "disqualification":
    case "count-out":
      return m;
    case "escape":
      return "escape";
    default:
      return "draw";
  }
}

/** Action Points the Distract Referee Trick takes (completion: the price of drawing a hidden object, ¶43). */
export const DISTRACT_AP = 2;

/** The Distract Referee Trick while the referee watches: offered to the attacker with the AP for it (¶32, ¶118). */
export function distractMoves(s: RingMasterState): RingMasterMove[] {
  return s.referee.distracted === 0 && s.ap >= DISTRACT_AP ? [{ type: "distract-referee" }] : [];
}

/**
 * The Distract Referee Trick (¶32, ¶118): a SAV check, −5% for each earlier use in the match; made,
 * the referee is distracted for the rest of the round; missed, the referee judges the attempt to
 * distract him (a Referee Check, a warning if he sees it).
 */
export function playDistraction(
  s0: RingMasterState,
  p: P,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  // a Trick: −5% for each earlier use on the card, this match's and the card's before it (¶32)
  const uses = trickUses(s0, p, "Distract Referee");
  let s: RingMasterState = usedTrick({ ...s0, ap: s0.ap - DISTRACT_AP }, p, "Distract Referee");
  const c = attributeCheck(dice, s.corners[p].sheet.attributes.SAV - 5 * uses, `Distract Referee (${p})`);
  const made = succeeded(c.grade);
  events.push({ type: "distraction", by: p, check: check(c), distracted: made });
  if (made) return distractReferee(s, 1);
  s = refereeSees(s, p, "distracting", dice, events);
  return s;
}
