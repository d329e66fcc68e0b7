/**
 * The singles match: setup, whose turn it is, the legal moves and what each does. Every clause it
 * applies lives in a `rules/` module; this file only sequences them (the round, ¶11 as completed in
 * `completion.md` › 10). Part 2's referee, Turnovers, tags and cages hook in through the options
 * and the `illegal` tag of the catalogue.
 */
import type { DiceSource, MatchResult } from "@ringside/core";
import { d6 } from "@ringside/core";
import { POSITION_CATEGORY, POSITIONS, type Position } from "./data/attributes.js";
import { counterByName, type Counter } from "./data/counters.js";
import { resolveManeuver, type FlaggedManeuver } from "./data/flags.js";
import { forceDiceCount, parseForceCode } from "./data/forceCode.js";
import { deriveTraits } from "./data/traits.js";
import type { RingMasterPlayer, RingMasterSetup, RingMasterWrestler } from "./config.js";
import type {
  CheckEvent,
  RingMasterCorner,
  RingMasterEvent,
  RingMasterMove,
  RingMasterState,
} from "./state.js";
import { openingContest } from "./rules/advantage.js";
import { AP_COSTS, pay, placeTarget } from "./rules/actionPoints.js";
import { attackOutcome, defenderAnswers, firstUp } from "./rules/attackOutcome.js";
import { attackTarget, type AttackSituation } from "./rules/attackCheck.js";
import { attributeCheck, attributeCheckTwice, succeeded, type CheckResult } from "./rules/attributeCheck.js";
import { contest } from "./rules/contest.js";
import { counterApplies, counterContest } from "./rules/counters.js";
import { rollDamage } from "./rules/damage.js";
import { exertion, liftExertion } from "./rules/exertion.js";
import {
  breakHold,
  HOLD_BREAKS,
  holdBreakTarget,
  sleeperRound,
  submissionCheck,
  armDrops,
} from "./rules/holds.js";
import { addInjury, injuringConditions, injuryPenaltyPoints } from "./rules/injuries.js";
import { refereeNotices, staminaCheck } from "./rules/knockout.js";
import { accurateRoundSeconds, SECONDS } from "./rules/matchTime.js";
import { openPinBreaks, pinBreakTarget, pinCount, PIN_BREAK_ATTRIBUTE } from "./rules/pinfall.js";
import { attackerMayShiftDefender, meetsNeed, shiftCost } from "./rules/positions.js";
import { distance, inRing, ropeReachPenalty, squareKind, type Square } from "./rules/ring.js";
import { applyStun, roundsToRecover, shakeOff, stunOf } from "./rules/stun.js";
import { wearDownLevel } from "./rules/wearDown.js";

type P = RingMasterPlayer;
type Events = RingMasterEvent[];

/** The other corner. */
export function opponentOf(p: P): P {
  return p === "red" ? "blue" : "red";
}

function corner(sheet: RingMasterWrestler, square: Square): RingMasterCorner {
  const traits = deriveTraits(sheet, {
    res: (sheet.merits.includes("Iron Jaw") ? 1 : 0) - (sheet.merits.includes("Glass Jaw") ? 1 : 0),
    rec: sheet.merits.includes("Quick Recovery") ? 1 : 0,
  });
  return {
    sheet,
    traits,
    intensity: traits.intensity,
    level: 1,
    stun: 0,
    impairment: 0,
    position: "Facing",
    square,
    rope: 0,
    running: false,
    injuries: {},
    out: false,
    dazed: false,
    prestigeGained: 0,
  };
}

const check = (c: CheckResult): CheckEvent => ({ roll: c.roll, target: c.target, grade: c.grade });

function spd(c: RingMasterCorner): number {
  return Math.max(1, c.traits.SPD - (c.level === 1 && c.sheet.merits.includes("Slow Starter") ? 1 : 0));
}

function rec(c: RingMasterCorner): number {
  return c.traits.REC[c.level - 1] ?? 1;
}

function withCorner(s: RingMasterState, p: P, patch: Partial<RingMasterCorner>): RingMasterState {
  return { ...s, corners: { ...s.corners, [p]: { ...s.corners[p], ...patch } } };
}

/** The first state of a match (without dice): the opening decides Advantage (¶14–¶18). */
export function setupMatch(
  setup: RingMasterSetup,
  dice: DiceSource,
  events: Events,
): Omit<RingMasterState, "dice"> {
  const red = corner(setup.red, { row: 4, col: 4 });
  const blue = corner(setup.blue, { row: 4, col: 5 });
  const opening = setup.options.opening;
  let attacker: P;
  if (opening === "ambush-red" || opening === "ambush-blue") {
    attacker = opening === "ambush-red" ? "red" : "blue";
    events.push({ type: "bell", attacker, opening });
  } else {
    const c = openingContest(dice, opening, setup.red, setup.blue);
    attacker = c.winner === "a" ? "red" : "blue";
    events.push({ type: "bell", attacker, opening, check: [check(c.a), check(c.b)] });
  }
  const ap = spd(attacker === "red" ? red : blue);
  events.push({ type: "round", round: 1, attacker, ap, seconds: 0 });
  return {
    options: setup.options,
    corners: { red, blue },
    attacker,
    phase: "position",
    round: 1,
    seconds: 0,
    ap,
    apShort: 0,
    chain: false,
    pending: null,
    pin: null,
    hold: null,
    last: null,
    telegraph: null,
    covers: 0,
    freeCover: false,
    finisherPin: false,
    unopposed: opening === "ambush-red" || opening === "ambush-blue",
    stalls: 0,
    counterUses: { red: {}, blue: {} },
    result: null,
  };
}

/** Who decides now. */
export function deciding(s: RingMasterState): P | null {
  switch (s.phase) {
    case "over":
      return null;
    case "position":
      return s.attacker;
    default:
      return opponentOf(s.attacker);
  }
}

// ---------------------------------------------------------------- maneuvers and skills

/** The Arsenal entry of a name, or undefined. */
function entry(c: RingMasterCorner, name: string): { readonly bonus: number } | undefined {
  return c.sheet.arsenal.find((e) => e.maneuver === name);
}

/** The maneuvers of an Arsenal, resolved (Counters left out). */
export function arsenalManeuvers(c: RingMasterCorner): readonly FlaggedManeuver[] {
  const out: FlaggedManeuver[] = [];
  for (const e of c.sheet.arsenal) {
    const m = resolveManeuver(e.maneuver);
    if (m !== undefined) out.push(m.name === e.maneuver ? m : { ...m, name: e.maneuver });
  }
  return out;
}

/** The Counters of an Arsenal. */
export function arsenalCounters(c: RingMasterCorner): readonly Counter[] {
  const out: Counter[] = [];
  for (const e of c.sheet.arsenal) {
    const k = counterByName(e.maneuver);
    if (k !== undefined) out.push(k);
  }
  return out;
}

/** Maneuvers part 1 cannot stage: they need a foreign object or the outside (part 2 adds them). */
const NEEDS_PART2 = new Set(["Foreign Object Smash", "Fire Tab", "Powder", "Toss"]);

/** Whether `attacker` can attempt `m` on `defender` where they stand now. */
export function canAttempt(att: RingMasterCorner, def: RingMasterCorner, m: FlaggedManeuver): boolean {
  if (NEEDS_PART2.has(m.base)) return false;
  if (!meetsNeed(def.position, m.needs)) return false;
  if (def.rope > 0 && !m.flags.includes("Super")) return false;
  const flying = m.flags.includes("Flying");
  if (flying) {
    if (att.rope === 0 || distance(att.square, def.square) > 3) return false;
  } else {
    if (att.rope > 0) return false;
    if (m.tags.includes("dashing") && !att.running) return false;
    if (!m.tags.includes("dashing") && distance(att.square, def.square) > 1) return false;
  }
  if (m.flags.includes("Super") && (def.rope < 2 || distance(att.square, def.square) > 1)) return false;
  if (m.flags.includes("Springboard") && !nearRopes(att.square)) return false;
  const cat = POSITION_CATEGORY[att.position];
  if (cat === "fallen") return false;
  if (cat === "crouching" && POSITION_CATEGORY[def.position] !== "fallen") return false;
  return true;
}

function nearRopes(sq: Square): boolean {
  const k = squareKind(sq);
  return k === "ropes" || k === "corner";
}

/** The Maneuver Skill of a name for a wrestler: Class attribute + training bonus, or Improvised (¶48). */
export function maneuverSkill(
  c: RingMasterCorner,
  name: string,
  classOf: "STR" | "AGI" | "BRA" | "TEC" | "SAV",
): { readonly skill: number; readonly improvised?: "flag" | "unknown" } {
  const e = entry(c, name);
  const base = c.sheet.attributes[classOf];
  if (e !== undefined) return { skill: base + e.bonus };
  return { skill: base, improvised: "unknown" };
}

function situation(
  s: RingMasterState,
  by: P,
  m: FlaggedManeuver,
  extra: Partial<AttackSituation>,
): AttackSituation {
  const att = s.corners[by];
  const def = s.corners[opponentOf(by)];
  const { skill, improvised } = maneuverSkill(att, m.name, m.class);
  const last = s.last;
  const repeats = last !== null && last.by === by && last.maneuver === m.name ? last.attempts : 0;
  const flying = m.flags.includes("Flying");
  const dist = distance(att.square, def.square);
  const base: AttackSituation = {
    skill,
    level: m.level,
    defenderLevel: def.level,
    finisher: att.sheet.finisher === m.name,
    superset: last !== null && last.by === by && last.hit && isSuperset(last.maneuver, m.base),
    technician: att.sheet.merits.includes("Style: Technician"),
    brawler: att.sheet.merits.includes("Style: Brawler"),
    repetitions: repeats,
    cornered: squareKind(def.square) === "corner" && POSITION_CATEGORY[def.position] === "standing",
    flyingSquares: flying ? Math.max(0, dist - 1) : 0,
    stepsAbove: flying ? att.rope : 0,
    ownStun: att.stun,
    defenderStun: def.stun,
    injuryPoints: injuryPenaltyPoints(att.injuries, m.uses),
    telegraphed: s.telegraph === by,
    daredevil: att.sheet.merits.includes("Style: Daredevil"),
  };
  return { ...base, ...(improvised === undefined ? {} : { improvised }), ...extra };
}

/** Supersets: the earlier maneuver is one of the steps of the later one (¶28; the pairs are Ringside's). */
export const SUPERSETS: Readonly<Record<string, readonly string[]>> = {
  "Half Nelson": ["Full Nelson"],
  "Side Headlock": ["Headlock Takeover", "Neckbreaker", "DDT", "Bulldog"],
  Wristlock: ["Hammerlock", "Arm Drag", "Armbar"],
  Hammerlock: ["Shoulderbreaker", "Armbar"],
  "Stomach Kick": ["DDT", "Piledriver", "Powerbomb", "Stunner"],
  "Knee Clip": ["Figure Four Leglock", "Boston Crab", "Sharpshooter"],
  "Leg Sweep": ["Figure Four Leglock", "Boston Crab"],
  "Bear Hug": ["Backbreaker", "Belly-to-Belly Suplex"],
  Snapmare: ["Camel Clutch", "Sleeper"],
  "Irish Whip": ["Clothesline", "Back Drop", "Spinebuster", "Powerslam", "Hip Toss", "Drop Kick"],
};

function isSuperset(previous: string, base: string): boolean {
  const prev = resolveManeuver(previous)?.base ?? previous;
  return (SUPERSETS[prev] ?? []).includes(base);
}

// ---------------------------------------------------------------- moves

const SHIFTS: readonly Position[] = POSITIONS;

/** The legal moves of the deciding player. */
export function legalMoves(s: RingMasterState, player: P): readonly RingMasterMove[] {
  if (deciding(s) !== player) return [];
  const me = s.corners[player];
  const them = s.corners[opponentOf(player)];
  if (s.phase === "pin") {
    return openPinBreaks({ failures: 0, chances: 3, used: s.pin?.used ?? [], stun: 0 }).map((option) => ({
      type: "break-pin",
      option,
    }));
  }
  if (s.phase === "hold") {
    return HOLD_BREAKS.map((option) => ({ type: "break-hold", option }));
  }
  if (s.phase === "respond") {
    const pending = s.pending;
    const attacked = pending === null ? undefined : resolveManeuver(pending.maneuver);
    const out: RingMasterMove[] = [];
    if (attacked !== undefined) {
      for (const k of arsenalCounters(me))
        if (counterApplies(k, attacked, POSITION_CATEGORY[me.position] === "fallen"))
          out.push({ type: "respond", counter: k.name, answer: null });
    }
    const answers = arsenalManeuvers(me).filter(
      (m) => !m.tags.includes("dashing") && m.flags.length === 0 && canAttempt(me, them, m),
    );
    for (const m of answers) out.push({ type: "respond", counter: null, answer: m.name });
    for (const m of answers) out.push({ type: "reverse", into: m.name });
    if (answers.length === 0) out.push({ type: "respond", counter: null, answer: null });
    return out;
  }
  // position phase
  const out: RingMasterMove[] = [];
  const canPay = s.ap > 0;
  for (const m of arsenalManeuvers(me)) {
    if (!canAttempt(me, them, m)) continue;
    out.push({ type: "attack", maneuver: m.name, desperation: false });
    out.push({ type: "attack", maneuver: m.name, desperation: true });
  }
  if (
    POSITION_CATEGORY[them.position] === "fallen" &&
    distance(me.square, them.square) <= 1 &&
    me.rope === 0
  ) {
    if (s.ap >= 1 || s.freeCover) out.push({ type: "cover", hook: false });
    if (s.ap >= 2 || (s.freeCover && s.ap >= 1)) out.push({ type: "cover", hook: true });
  }
  if (canPay && me.rope === 0) {
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        if (dr === 0 && dc === 0) continue;
        const to = { row: me.square.row + dr, col: me.square.col + dc };
        if (!inRing(to) || POSITION_CATEGORY[me.position] === "fallen") continue;
        out.push({ type: "step", to, drag: false });
        if (stunAp(s) >= 1 && them.rope === 0 && sameOrAdjacent(me, them))
          out.push({ type: "step", to, drag: true });
      }
    for (const to of SHIFTS)
      if (shiftCost(me.position, to) !== undefined && mayShiftSelf(me.position, to))
        out.push({ type: "shift", who: "self", to });
    if (POSITION_CATEGORY[me.position] === "standing") {
      if (!me.running) out.push({ type: "run" });
      if (
        POSITION_CATEGORY[them.position] === "standing" &&
        !them.running &&
        them.rope === 0 &&
        sameOrAdjacent(me, them)
      )
        out.push({ type: "whip" });
      if (squareKind(me.square) === "corner" && me.rope < 3) out.push({ type: "climb" });
      if (
        squareKind(them.square) === "corner" &&
        me.square.row === them.square.row &&
        me.square.col === them.square.col &&
        them.rope === 0 &&
        POSITION_CATEGORY[them.position] === "standing"
      )
        out.push({ type: "place" });
      out.push({ type: "crowd" });
    }
  }
  if (stunAp(s) >= 1 && them.rope === 0 && sameOrAdjacent(me, them)) {
    for (const to of SHIFTS)
      if (attackerMayShiftDefender(them.position, to) && (shiftCost(them.position, to) ?? 99) <= them.stun)
        out.push({ type: "shift", who: "opponent", to });
  }
  if (s.last !== null && s.last.by === player && s.last.hit && s.stalls < MAX_STALLS)
    out.push({ type: "stall" });
  if (out.length === 0) out.push({ type: "pass" });
  return out;
}

/** Voluntary stalling rounds in a row (completion: the referee's stalling count is part 2's). */
export const MAX_STALLS = 2;

/** A wrestler does not throw himself to the mat: he shifts into a Fallen position only from another. */
function mayShiftSelf(from: Position, to: Position): boolean {
  return POSITION_CATEGORY[to] !== "fallen" || POSITION_CATEGORY[from] === "fallen";
}

function sameOrAdjacent(a: RingMasterCorner, b: RingMasterCorner): boolean {
  return distance(a.square, b.square) <= 1;
}

/** Stun the attacker may trade for Action Points to move the defender: after his own hit (¶96). */
function stunAp(s: RingMasterState): number {
  const last = s.last;
  return last !== null && last.by === s.attacker && last.hit ? s.corners[opponentOf(s.attacker)].stun : 0;
}

// ---------------------------------------------------------------- play

/** Applies a legal move. */
export function playMove(
  s0: RingMasterState,
  player: P,
  move: RingMasterMove,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  let s = s0;
  switch (move.type) {
    case "attack":
      events.push({ type: "declare", by: player, maneuver: move.maneuver, desperation: move.desperation });
      s = { ...s, pending: { maneuver: move.maneuver, desperation: move.desperation }, stalls: 0 };
      if (s.unopposed || s.corners[opponentOf(player)].out) return resolveAttack(s, null, null, dice, events);
      return { ...s, phase: "respond" };
    case "respond":
      return resolveAttack(s, move.counter, move.answer, dice, events);
    case "reverse":
      return resolveReversal(s, move.into, dice, events);
    case "break-pin":
      return pinRound(s, move.option, dice, events);
    case "break-hold":
      return holdRound(s, move.option, dice, events);
    case "cover": {
      const cost = (s.freeCover ? 0 : AP_COSTS.cover) + (move.hook ? AP_COSTS.hook : 0);
      const paid = pay(s.ap, cost) ?? { left: 0, short: cost };
      const def = s.corners[opponentOf(player)];
      const chances = s.finisherPin && def.level >= 2 ? 1 : 3;
      events.push({ type: "cover", by: player, hook: move.hook, chances });
      return {
        ...s,
        ap: paid.left,
        apShort: s.apShort + paid.short,
        phase: "pin",
        pin: { failures: 0, chances, used: [], hooked: move.hook, predicament: false, priorCovers: s.covers },
        covers: s.covers + 1,
        freeCover: false,
      };
    }
    case "stall":
      return stall(s, player, events, dice);
    case "pass":
      events.push({ type: "advantage", to: opponentOf(player), why: "nothing left to try" });
      return newRound({ ...s, last: null }, opponentOf(player), SECONDS.round, dice, events);
    default:
      return position(s, player, move, dice, events);
  }
}

function position(
  s0: RingMasterState,
  player: P,
  move: RingMasterMove,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  let s = s0;
  const opp = opponentOf(player);
  const me = s.corners[player];
  const them = s.corners[opp];
  let cost = 0;
  let stunCost = 0;
  switch (move.type) {
    case "step":
      cost = 1;
      stunCost = move.drag ? 1 : 0;
      s = withCorner(s, player, { square: move.to, running: false });
      if (move.drag) s = withCorner(s, opp, { square: move.to });
      break;
    case "shift":
      if (move.who === "self") {
        cost = shiftCost(me.position, move.to) ?? 2;
        s = withCorner(s, player, { position: move.to });
      } else {
        stunCost = shiftCost(them.position, move.to) ?? 2;
        s = withCorner(s, opp, { position: move.to });
      }
      break;
    case "run":
      cost = nearRopes(me.square) ? AP_COSTS.rebound : AP_COSTS.run;
      s = withCorner(s, player, { running: true });
      break;
    case "whip":
      cost = AP_COSTS.whip;
      s = withCorner(s, opp, { running: true, position: "Facing" });
      break;
    case "climb":
      cost = AP_COSTS.climbPerRope;
      s = withCorner(s, player, { rope: me.rope + 1 });
      break;
    case "place": {
      cost = AP_COSTS.place;
      const c = attributeCheck(
        dice,
        placeTarget(me.sheet.attributes.STR, them.traits.Lift, 3),
        "place on the top rope (STR)",
      );
      const ok = succeeded(c.grade);
      events.push({ type: "place", by: player, check: check(c), success: ok });
      if (ok) {
        s = withCorner(s, opp, { rope: 3, position: "Facing" });
        const ex = liftExertion(them.traits.Lift, me.sheet.merits.includes("Style: Powerhouse"));
        s = withCorner(s, player, intensityPatch(s.corners[player], s.corners[player].intensity - ex));
      }
      break;
    }
    case "crowd":
      cost = AP_COSTS.playToCrowd;
      s = withCorner(s, player, { prestigeGained: me.prestigeGained + 1 });
      events.push({ type: "crowd", by: player });
      break;
    default:
      break;
  }
  const paid = pay(s.ap, cost) ?? { left: 0, short: cost };
  if (stunCost > 0) s = withCorner(s, opp, { stun: Math.max(0, s.corners[opp].stun - stunCost) });
  events.push({ type: "position", by: player, move, cost, short: paid.short });
  return { ...s, ap: paid.left, apShort: s.apShort + paid.short, chain: cost > 0 ? false : s.chain };
}

function intensityPatch(c: RingMasterCorner, intensity: number): Partial<RingMasterCorner> {
  return { intensity, level: wearDownLevel(intensity, c.traits.levels) };
}

function stall(s: RingMasterState, player: P, events: Events, dice: DiceSource): RingMasterState {
  const me = s.corners[player];
  const opp = opponentOf(player);
  const cap = me.traits.intensity - me.impairment;
  const gained = Math.max(0, Math.min(rec(me), cap - me.intensity));
  let next = withCorner(s, player, intensityPatch(me, me.intensity + gained));
  next = withCorner(next, opp, { stun: shakeOff(next.corners[opp].stun, rec(next.corners[opp])) });
  events.push({ type: "stall", by: player, gained });
  return newRound({ ...next, stalls: s.stalls + 1 }, player, SECONDS.stall, dice, events);
}

// ---------------------------------------------------------------- the attack

function resolveAttack(
  s0: RingMasterState,
  counterName: string | null,
  answerName: string | null,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  let s = s0;
  const attacker = s.attacker;
  const defender = opponentOf(attacker);
  const pending = s.pending;
  const m = pending === null ? undefined : resolveManeuver(pending.maneuver);
  if (pending === null || m === undefined) return { ...s, phase: "position", pending: null };
  const flagged: FlaggedManeuver = { ...m, name: pending.maneuver };
  const def = s.corners[defender];
  const helpless = def.out || def.dazed;
  const target = attackTarget(
    situation(s, attacker, flagged, {
      desperation: pending.desperation,
      apShort: s.apShort,
      braChain: s.chain && flagged.class === "BRA" && flagged.tags.includes("strike"),
    }),
  );
  const attempts =
    s.last !== null && s.last.by === attacker && s.last.maneuver === flagged.name ? s.last.attempts + 1 : 1;
  s = { ...s, pending: null, phase: "position", telegraph: s.telegraph === attacker ? null : s.telegraph };
  if (def.dazed) s = withCorner(s, defender, { dazed: false });
  const highRisk = flagged.tags.includes("highrisk");

  // A Counter: a Contest of Maneuver Skills (¶83)
  const counter = counterName === null ? undefined : counterByName(counterName);
  if (counter !== undefined) {
    const uses = s.counterUses[defender][counter.name] ?? 0;
    const cskill = maneuverSkill(def, counter.name, counter.class);
    const ctarget = attackTarget({
      skill: cskill.skill,
      level: counter.level,
      defenderLevel: s.corners[attacker].level,
      counterUses: uses,
      ownStun: def.stun,
      defenderStun: s.corners[attacker].stun,
      hotHead: def.sheet.merits.includes("Hot Head"),
      ...(cskill.improvised === undefined ? {} : { improvised: cskill.improvised }),
    }).target;
    const a = attributeCheck(dice, target.target, `${flagged.name} (${attacker})`);
    const k = attributeCheck(dice, ctarget, `${counter.name} (${defender})`);
    const result = counterContest(a, k);
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
    if (result === "attack") return hit(s, attacker, flagged, a, pending.desperation, dice, events);
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
    ? attributeCheckTwice(dice, target.target, `${flagged.name} (${attacker})`)
    : attributeCheck(dice, target.target, `${flagged.name} (${attacker})`);
  events.push({ type: "attempt", by: attacker, maneuver: flagged.name, check: check(a) });
  let answer: CheckResult | undefined;
  const answerM = answerName === null ? undefined : resolveManeuver(answerName);
  if (defenderAnswers(a, highRisk, helpless || s.unopposed) && answerM !== undefined) {
    const att = s.corners[attacker];
    if (canAttempt(def, att, answerM)) {
      const t = attackTarget(
        situation(
          s,
          defender,
          { ...answerM, name: answerName ?? answerM.name },
          { telegraphed: a.grade === "botch" },
        ),
      );
      answer = attributeCheck(dice, t.target, `${answerM.name} (${defender})`);
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
      return hit(s, attacker, flagged, a, pending.desperation, dice, events);
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
      const dmg = rollDamage(dice, { force: "S", attacker: att.traits, defenderWDB: att.traits.WDB });
      events.push({ type: "crash", by: attacker, damage: dmg.total });
      s = withCorner(s, attacker, { position: "Prone", rope: 0, running: false });
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
function resolveReversal(
  s0: RingMasterState,
  into: string,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  let s = s0;
  const attacker = s.attacker;
  const defender = opponentOf(attacker);
  const pending = s.pending;
  const m = pending === null ? undefined : resolveManeuver(pending.maneuver);
  const r = resolveManeuver(into);
  if (pending === null || m === undefined || r === undefined)
    return { ...s, phase: "position", pending: null };
  const flagged: FlaggedManeuver = m.name === pending.maneuver ? m : { ...m, name: pending.maneuver };
  const reversal: FlaggedManeuver = r.name === into ? r : { ...r, name: into };
  const key = `Reversal: ${pending.maneuver} into ${into}`;
  const uses = Object.values(s.counterUses[defender]).reduce((n, k) => n + k, 0);
  const target = attackTarget(
    situation(s, attacker, flagged, { desperation: pending.desperation, apShort: s.apShort }),
  ).target;
  const rTarget = attackTarget(
    situation(s, defender, reversal, {
      improvised: "flag",
      counterUses: uses,
      superset: false,
      repetitions: 0,
    }),
  ).target;
  s = {
    ...s,
    pending: null,
    phase: "position",
    unopposed: false,
    telegraph: s.telegraph === attacker ? null : s.telegraph,
  };
  const a = attributeCheck(dice, target, `${flagged.name} (${attacker})`);
  const k = attributeCheck(dice, rTarget, `${key} (${defender})`);
  const result = counterContest(a, k);
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
  if (result === "attack") return hit(s, attacker, flagged, a, pending.desperation, dice, events);
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
  for (const p of ["red", "blue"] as const) {
    const c = s.corners[p];
    const d = rollDamage(dice, { force: "S", attacker: c.traits, defenderWDB: c.traits.WDB });
    dmg.push(d.total);
    s = withCorner(s, p, { position: "Prone", running: false, rope: 0 });
    s = damageTo(s, p, d.total, 0, dice, events);
    if (s.result !== null) return s;
  }
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
  return newRound(s, up, SECONDS.round, dice, events);
}

/** Damage to a wrestler's Intensity, with its Stun, Level and the STA check below 0 (¶90, ¶94, ¶115). */
function damageTo(
  s0: RingMasterState,
  who: P,
  damage: number,
  dieCount: number,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  const c = s0.corners[who];
  const before = c.level;
  const intensity = c.intensity - damage;
  let s = withCorner(s0, who, {
    ...intensityPatch(c, intensity),
    stun: applyStun(c.stun, stunOf(damage, c.traits.RES)),
    impairment: s0.options.impairment ? c.impairment + dieCount : c.impairment,
  });
  const now = s.corners[who];
  if (now.level !== before) events.push({ type: "level", who, level: now.level });
  const sta = staminaCheck(dice, intensity, c.sheet.attributes.STA);
  if (sta !== undefined && sta.out && !now.out) s = knockedOut(s, who, dice, events);
  return s;
}

function knockedOut(s0: RingMasterState, who: P, dice: DiceSource, events: Events): RingMasterState {
  const noticed = succeeded(refereeNotices(dice, s0.options.refereeSav).grade);
  events.push({ type: "out-cold", who, noticed });
  const s = withCorner(s0, who, { out: true, position: "Prone", rope: 0 });
  if (noticed) return finish(s, { winner: opponentOf(who), method: "knockout", detail: "out cold" });
  return s;
}

function finish(s: RingMasterState, result: MatchResult<P>): RingMasterState {
  return { ...s, phase: "over", result, pending: null, pin: null, hold: null };
}

function hit(
  s0: RingMasterState,
  by: P,
  m: FlaggedManeuver,
  roll: CheckResult,
  desperation: boolean,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  let s = s0;
  const victim = opponentOf(by);
  const att = s.corners[by];
  const def = s.corners[victim];
  const ace = roll.grade === "ace";
  const finisher = att.sheet.finisher === m.name;
  // Exertion (¶89)
  const ex = exertion(
    m.level,
    m.tags.includes("lifting"),
    def.traits.Lift,
    att.sheet.merits.includes("Style: Powerhouse"),
  );
  s = withCorner(s, by, intensityPatch(att, att.intensity - ex));
  // Steps: a Flying attacker's rope, a Super victim's rope (¶23, ¶70)
  const steps = m.flags.includes("Flying") ? att.rope : m.flags.includes("Super") ? def.rope : 0;
  const cornered = squareKind(def.square) === "corner" && POSITION_CATEGORY[def.position] === "standing";
  const knocksDown = m.leaves === "Prone" || m.leaves === "Facedown";
  const intoBuckle = cornered && knocksDown && !m.tags.includes("lifting");
  const stunCodeDice = intoBuckle || m.force.includes("T") ? 1 : 0;
  const conditions = injuringConditions({ ace, finisher, steps, surfaceDice: stunCodeDice });
  const runningSPD = (att.running ? att.traits.SPD : 0) + (def.running ? def.traits.SPD : 0);
  const dmg = rollDamage(dice, {
    force: m.force,
    attacker: att.traits,
    defenderWDB: def.traits.WDB,
    steps,
    stunCodeDice,
    runningSPD,
    ace,
    finisher,
    injuryOnTarget: def.injuries[m.target] ?? 0,
    injuring: conditions,
    injuryPerCondition: s.options.injuryStacking === "per-condition",
  });
  const parsed = parseForceCode(m.force);
  const dieCount = parsed.ok ? forceDiceCount(parsed.code, stunCodeDice) : 0;
  const before = s.corners[victim].stun;
  s = damageTo(s, victim, dmg.total, dieCount, dice, events);
  events.push({
    type: "hit",
    by,
    maneuver: m.name,
    damage: dmg.total,
    stun: s.corners[victim].stun - before,
    exertion: ex,
    injuries: dmg.injuryPoints,
    ace,
    finisher,
  });
  const v = s.corners[victim];
  s = withCorner(s, victim, {
    injuries: addInjury(v.injuries, m.target, dmg.injuryPoints),
    position: intoBuckle ? v.position : (m.leaves ?? v.position),
    rope: 0,
    running: false,
    dazed: m.tags.includes("daze"),
  });
  const selfDown = m.tags.includes("selfdown") || m.tags.includes("highrisk");
  s = withCorner(s, by, {
    rope: 0,
    running: false,
    position: selfDown ? "Kneeling" : s.corners[by].position,
    square:
      m.tags.includes("dashing") || m.flags.includes("Flying")
        ? s.corners[victim].square
        : s.corners[by].square,
  });
  if (s.result !== null) return s;
  // Desperation: 1d6 Stun a Level; Advantage stays only if he recovers first (¶36)
  if (desperation) {
    let selfStun = 0;
    for (let i = 0; i < m.level; i++) selfStun += d6(dice, "desperation Stun");
    s = withCorner(s, by, { stun: applyStun(s.corners[by].stun, selfStun) });
  }
  s = { ...s, covers: 0, finisherPin: finisher, freeCover: m.tags.includes("cover") };
  if (m.tags.includes("hold"))
    return { ...s, attacker: by, phase: "hold", hold: { maneuver: m.name, margin: roll.margin, tally: 0 } };
  if (m.tags.includes("pin")) {
    const chances = finisher && s.corners[victim].level >= 2 ? 1 : 3;
    events.push({ type: "cover", by, hook: false, chances });
    return {
      ...s,
      attacker: by,
      phase: "pin",
      pin: { failures: 0, chances, used: [], hooked: false, predicament: true, priorCovers: 0 },
      covers: 1,
    };
  }
  const me = s.corners[by];
  const them = s.corners[victim];
  if (desperation && roundsToRecover(me.stun, rec(me)) > roundsToRecover(them.stun, rec(them))) {
    events.push({ type: "advantage", to: victim, why: "the desperation move's Stun" });
    return newRound(s, victim, SECONDS.round, dice, events);
  }
  // A BRA strike chains: the Combo stays in this round (¶29)
  if (m.class === "BRA" && m.tags.includes("strike") && !desperation) {
    return timeCheck({ ...s, attacker: by, phase: "position", chain: true }, events);
  }
  return newRound(s, by, SECONDS.round, dice, events);
}

// ---------------------------------------------------------------- rounds, pins, holds

function newRound(
  s0: RingMasterState,
  attacker: P,
  seconds: number,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  let s = s0;
  const extra = s.options.accurateTiming
    ? accurateRoundSeconds(dice, Math.max(0, spd(s.corners[s.attacker]) - s.ap), 1) - SECONDS.round
    : 0;
  s = { ...s, seconds: s.seconds + seconds + (seconds === SECONDS.round ? extra : 0) };
  const t = timeCheck(s, events);
  if (t.result !== null) return t;
  s = t;
  // Recovery at the start of the round (¶94), and the out-cold wrestler's chances
  for (const p of ["red", "blue"] as const) {
    const c = s.corners[p];
    s = withCorner(s, p, { stun: shakeOff(c.stun, rec(c)) });
    if (c.out) {
      if (succeeded(refereeNotices(dice, s.options.refereeSav).grade)) {
        events.push({ type: "out-cold", who: p, noticed: true });
        return finish(s, { winner: opponentOf(p), method: "knockout", detail: "out cold" });
      }
      if (succeeded(attributeCheck(dice, c.sheet.attributes.STA, `${p} comes to (STA)`).grade)) {
        s = withCorner(s, p, { out: false });
        events.push({ type: "wakes", who: p });
      }
    }
  }
  const ap = spd(s.corners[attacker]);
  const round = s.round + 1;
  events.push({ type: "round", round, attacker, ap, seconds: s.seconds });
  return {
    ...s,
    attacker,
    phase: "position",
    round,
    ap,
    apShort: 0,
    chain: false,
    pending: null,
    pin: null,
    hold: null,
  };
}

function timeCheck(s: RingMasterState, events: Events): RingMasterState {
  if (s.result === null && s.seconds >= s.options.timeLimit) {
    events.push({ type: "time-limit", seconds: s.seconds });
    return finish(s, { winner: null, method: "time-limit", detail: "the time limit" });
  }
  return s;
}

function pinRound(
  s0: RingMasterState,
  option: "power-out" | "kick-out" | "ropes",
  dice: DiceSource,
  events: Events,
): RingMasterState {
  let s = s0;
  const pin = s.pin;
  if (pin === null) return s;
  const pinner = s.attacker;
  const pinned = opponentOf(pinner);
  const c = s.corners[pinned];
  const target = c.out
    ? undefined
    : pinBreakTarget(option, c.sheet.attributes, {
        level: c.level,
        stun: c.stun,
        hooked: pin.hooked,
        screwjob: false,
        predicament: pin.predicament,
        priorCovers: pin.priorCovers,
        ropePenalty: ropeReachPenalty(c.square),
      });
  const r = pinCount(
    dice,
    { failures: pin.failures, chances: pin.chances, used: pin.used, stun: c.stun },
    option,
    target,
  );
  s = withCorner(s, pinned, { stun: r.pin.stun });
  s = { ...s, seconds: s.seconds + SECONDS.count };
  events.push({
    type: "count",
    count: Math.min(3, 3 - pin.chances + pin.used.length + 1),
    option,
    check: r.check === undefined ? null : check(r.check),
    broken: r.broken,
  });
  if (r.pinned) return finish(s, { winner: pinner, method: "pinfall", detail: "three count" });
  if (r.broken) {
    const next = r.advantage ? pinned : pinner;
    if (r.advantage) events.push({ type: "advantage", to: pinned, why: "an Ace breaking the pin" });
    return newRound({ ...s, pin: null }, next, SECONDS.round, dice, events);
  }
  const t = timeCheck({ ...s, pin: { ...pin, failures: r.pin.failures, used: r.pin.used } }, events);
  return t;
}

function holdRound(
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
  return timeCheck(s, events);
}

/** Which attribute a pin-break option checks (for bots and views). */
export const PIN_OPTION_ATTRIBUTE = PIN_BREAK_ATTRIBUTE;

// ---------------------------------------------------------------- for bots and views

/** The target of `by`'s attempt of an Arsenal maneuver now (what a bot or the docs show). */
export function attemptTarget(s: Omit<RingMasterState, "dice">, by: P, name: string): number | undefined {
  const m = resolveManeuver(name);
  if (m === undefined) return undefined;
  const full = s as RingMasterState;
  return attackTarget(
    situation(
      full,
      by,
      { ...m, name },
      { braChain: s.chain && m.class === "BRA" && m.tags.includes("strike") },
    ),
  ).target;
}

/** The average damage of an Arsenal maneuver by `by` on his opponent now (dice at 3.5, no Ace). */
export function averageDamage(s: Omit<RingMasterState, "dice">, by: P, name: string): number {
  const m = resolveManeuver(name);
  if (m === undefined) return 0;
  const att = s.corners[by];
  const def = s.corners[opponentOf(by)];
  const p = parseForceCode(m.force);
  if (!p.ok) return 0;
  const c = p.code;
  const steps = m.flags.includes("Flying") ? att.rope : m.flags.includes("Super") ? def.rope : 0;
  const dmg =
    3.5 * forceDiceCount(c) +
    c.P * att.traits.POW +
    c.S * def.traits.WDB +
    c.h * att.traits.HDB +
    c.w * att.traits.WDB +
    3.5 * c.T +
    2 * steps;
  return att.sheet.finisher === name ? 2 * dmg : dmg;
}

/** The target to break a pin with an option now, for the pinned wrestler (`undefined`: impossible). */
export function pinOptionTarget(
  s: Omit<RingMasterState, "dice">,
  option: "power-out" | "kick-out" | "ropes",
): number | undefined {
  const pin = s.pin;
  const c = s.corners[opponentOf(s.attacker)];
  if (pin === null || c.out) return undefined;
  return pinBreakTarget(option, c.sheet.attributes, {
    level: c.level,
    stun: c.stun,
    hooked: pin.hooked,
    screwjob: false,
    predicament: pin.predicament,
    priorCovers: pin.priorCovers,
    ropePenalty: ropeReachPenalty(c.square),
  });
}

/** The chance (0–1) that a cover now pins: three (or one) chances, each option once, best first. */
export function pinChance(s: Omit<RingMasterState, "dice">, hook: boolean): number {
  const c = s.corners[opponentOf(s.attacker)];
  if (c.out) return 1;
  const chances = s.finisherPin && c.level >= 2 ? 1 : 3;
  const targets = (["power-out", "kick-out", "ropes"] as const)
    .map((o) =>
      pinBreakTarget(o, c.sheet.attributes, {
        level: c.level,
        stun: c.stun,
        hooked: hook,
        screwjob: false,
        predicament: false,
        priorCovers: s.covers,
        ropePenalty: ropeReachPenalty(c.square),
      }),
    )
    .map((t) => (t === undefined ? 0.05 : Math.min(0.95, Math.max(0.05, t / 100))))
    .sort((a, b) => b - a);
  let p = 1;
  for (let i = 0; i < chances; i++) p *= 1 - (targets[i] ?? 0.05);
  return p;
}

/** The target to break the current hold with an option, for the held wrestler. */
export function holdOptionTarget(
  s: Omit<RingMasterState, "dice">,
  option: "power-out" | "escape" | "ropes",
): number | undefined {
  const m = s.hold === null ? undefined : resolveManeuver(s.hold.maneuver);
  const c = s.corners[opponentOf(s.attacker)];
  if (m === undefined || c.out) return undefined;
  return holdBreakTarget(option, c.sheet.attributes, m.level, ropeReachPenalty(c.square), c.stun);
}

/** The target of a Counter by the defender against the pending attack. */
export function counterTarget(s: Omit<RingMasterState, "dice">, name: string): number | undefined {
  const k = counterByName(name);
  const def = s.corners[opponentOf(s.attacker)];
  if (k === undefined) return undefined;
  const cs = maneuverSkill(def, k.name, k.class);
  return attackTarget({
    skill: cs.skill,
    level: k.level,
    defenderLevel: s.corners[s.attacker].level,
    counterUses: s.counterUses[opponentOf(s.attacker)][k.name] ?? 0,
    ownStun: def.stun,
    defenderStun: s.corners[s.attacker].stun,
    hotHead: def.sheet.merits.includes("Hot Head"),
  }).target;
}

/** Applies a positioning move that rolls no dice, for lookahead (the place move rolls: not previewed). */
export function previewPosition(
  s: Omit<RingMasterState, "dice">,
  move: RingMasterMove,
): Omit<RingMasterState, "dice"> | undefined {
  if (
    move.type !== "step" &&
    move.type !== "shift" &&
    move.type !== "run" &&
    move.type !== "whip" &&
    move.type !== "climb"
  )
    return undefined;
  const noDice: DiceSource = {
    int: () => {
      throw new Error("preview rolls no dice");
    },
    save: () => ({ kind: "scripted", faces: [], next: 0 }),
  };
  return position(s as RingMasterState, s.attacker, move, noDice, []);
}

/** Whether the attacker can attempt an Arsenal maneuver where the wrestlers stand now. */
export function canAttemptNow(s: Omit<RingMasterState, "dice">, name: string): boolean {
  const m = resolveManeuver(name);
  if (m === undefined) return false;
  return canAttempt(s.corners[s.attacker], s.corners[opponentOf(s.attacker)], m);
}
