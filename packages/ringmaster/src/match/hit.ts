/**
 * A maneuver that hits: exertion, damage, Stun, injuries, knockouts, and what follows it (¶87–¶96, ¶115).
 */
import { FIRE_TAB_STUN_DICE } from "../data/foreignObjects.js";
import { blindRounds } from "../rules/foreignObjects.js";
import { garroteDice, punchLoad } from "./concealed.js";
import { type DiceSource, d6 } from "@ringside/core";
import { POSITION_CATEGORY } from "../data/attributes.js";
import type { FlaggedManeuver } from "../data/flags.js";
import { STUN_CODE_DICE } from "../data/stunCodes.js";
import { WHIP_TARGET_DICE, type WhipTarget } from "../rules/foreignObjects.js";
import { diveForce, diverLandingDice, OVER_THE_TOP_STEPS, overTheTop } from "../rules/outside.js";
import type { Square } from "../rules/ring.js";
import { cornerOf, isDive, launchSteps, smashObject } from "./skills.js";
import { chargedForce } from "../rules/charge.js";
import { knockedIntoTurnbuckle } from "../rules/corner.js";
import { forceDiceCount, parseForceCode } from "../data/forceCode.js";
import type { CheckResult } from "../rules/attributeCheck.js";
import { rollDamage } from "../rules/damage.js";
import { exertion } from "../rules/exertion.js";
import { addInjury, injuringConditions } from "../rules/injuries.js";
import { refereeSeesKnockout, staminaCheck } from "../rules/knockout.js";
import { SECONDS } from "../rules/matchTime.js";
import { squareKind } from "../rules/ring.js";
import { applyStun, stunOf, stunnedAttribute } from "../rules/stun.js";
import { desperationStun, keepsAdvantage } from "../rules/desperation.js";
import type { AttackOption, RingMasterCorner, RingMasterState } from "../state.js";
import type { RingMasterEvent } from "../events.js";
import { finish, intensityPatch, opponentOf, rec, withCorner } from "./common.js";
import { newRound, timeCheck } from "./rounds.js";
import { cageWhipDice } from "./cageMatch.js";
import { finishCounts } from "../rules/cage/escape.js";
import { driveDice } from "./drive.js";
import { judgeManeuver, refereeSees } from "./referee.js";
import type { RingMasterPlayer } from "../config.js";

type P = RingMasterPlayer;
type Events = RingMasterEvent[];

/**
 * Damage to a wrestler's Intensity, with its Stun, Level and the STA check below 0 (¶90, ¶94,
 * ¶115); `judgeKnockout: false` leaves a man who passes out lying there for the caller to judge (a
 * collision hurts both men before anyone is counted out).
 */
export function damageTo(
  s0: RingMasterState,
  who: P,
  damage: number,
  dieCount: number,
  dice: DiceSource,
  events: Events,
  judgeKnockout = true,
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
  const sta = staminaCheck(dice, intensity, stunnedAttribute(c.sheet.attributes.STA, now.stun));
  if (sta !== undefined && sta.out && !now.out)
    s = judgeKnockout
      ? knockedOut(s, who, dice, events)
      : withCorner(s, who, { out: true, position: "Prone", rope: 0 });
  return s;
}

function knockedOut(s0: RingMasterState, who: P, dice: DiceSource, events: Events): RingMasterState {
  // a distracted referee sees nothing (¶115–¶117)
  const noticed = refereeSeesKnockout(dice, s0.options.refereeSav, s0.referee.distracted);
  events.push({ type: "out-cold", who, noticed });
  const s = withCorner(s0, who, { out: true, position: "Prone", rope: 0 });
  if (noticed && finishCounts(s.options.cage, "knockout"))
    return finish(s, { winner: opponentOf(who), method: "knockout", detail: "out cold" });
  return s;
}

/** A maneuver that hits: exertion, damage, Stun, injuries, then a hold, a pin, a chain or the next round. */
export function hit(
  s0: RingMasterState,
  by: P,
  m: FlaggedManeuver,
  roll: CheckResult,
  desperation: boolean,
  dice: DiceSource,
  events: Events,
  option: AttackOption | null = null,
): RingMasterState {
  let s = s0;
  const victim = opponentOf(by);
  const att = s.corners[by];
  const def = s.corners[victim];
  const ace = roll.grade === "ace";
  const finisher = att.sheet.finisher === m.name;
  const corner = cornerOf(def, option);
  // The referee judges what landed (¶118), a loaded fist or a garrote as a foreign object too (¶44, ¶47);
  // a disqualification ends it here
  const load = punchLoad(att, m);
  const garrote = garroteDice(att, m);
  s = judgeManeuver(
    s,
    by,
    m.name,
    {
      cornerTrap: corner.trapped,
      ...(load > 0 || garrote > 0 ? { object: true } : {}),
    },
    dice,
    events,
  );
  if (s.result !== null) return s;
  // Exertion (¶89)
  const ex = exertion(
    m.level,
    m.tags.includes("lifting"),
    def.traits.Lift,
    att.sheet.merits.includes("Style: Powerhouse"),
  );
  s = withCorner(s, by, intensityPatch(att, att.intensity - ex));
  // Steps: a Flying attacker's launch, a Super victim's rope (¶23, ¶70)
  const steps = m.flags.includes("Flying")
    ? launchSteps(att, def, m)
    : m.flags.includes("Super")
      ? def.rope
      : 0;
  const intoBuckle = knockedIntoTurnbuckle(m, corner);
  // Whipped into the steps, the railing or a ring post: that object's Stun Code (¶40)
  const into = whipInto(option);
  const stunCodeDice =
    m.base === "Fire Tab"
      ? FIRE_TAB_STUN_DICE
      : into === undefined
        ? (cageWhipDice(s, m) ?? driveDice(s, def, m) ?? surfaceDice(m, def, intoBuckle))
        : WHIP_TARGET_DICE[into];
  // A dive to the floor adds a Fall die if the Code has none (¶54)
  const dive = isDive(att, def, m);
  // a charge adds a Velocity Die to every Dashing maneuver (¶35)
  const thrown = chargedForce(m.force, m.tags.includes("dashing"), att.running);
  const force = dive ? diveForce(thrown) : thrown;
  // A foreign object adds its Basic Dice and makes the maneuver Injuring (¶39)
  const object = m.base === "Foreign Object Smash" ? smashObject(att) : undefined;
  const conditions = injuringConditions({
    ace,
    finisher,
    steps,
    surfaceDice: stunCodeDice,
    object: object !== undefined || load > 0,
  });
  const runningSPD = (att.running ? att.traits.SPD : 0) + (def.running ? def.traits.SPD : 0);
  const dmg = rollDamage(dice, {
    force,
    extraBasic: (object?.dice ?? 0) + load + garrote,
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
  const parsed = parseForceCode(force);
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
    ...(into === undefined ? {} : { into }),
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
  s = afterHit(s, by, m, roll, option, dive, dice, events);
  if (s.result !== null) return s;
  // Desperation: 1d6 Stun a Level; Advantage stays only if he recovers first (¶36)
  if (desperation)
    s = withCorner(s, by, { stun: applyStun(s.corners[by].stun, desperationStun(dice, m.level)) });
  // a man still on his feet (knocked back into the turnbuckle, ¶34) is not covered nor pinned
  const down = POSITION_CATEGORY[s.corners[victim].position] === "fallen";
  // A hold Finisher's reward is the submission: the automatic 2-count follows a Finisher that puts
  // him down, not a hold he later fights out of (¶87; interpretations)
  s = {
    ...s,
    covers: 0,
    finisherPin: finisher && !m.tags.includes("hold"),
    freeCover: down && m.tags.includes("cover"),
  };
  if (m.tags.includes("hold"))
    return {
      ...s,
      attacker: by,
      phase: "hold",
      hold: {
        maneuver: m.name,
        margin: roll.margin,
        tally: 0,
        resthold: option === "resthold",
        leverage: option === "leverage" ? "trying" : "none",
      },
    };
  if (m.tags.includes("pin") && down && finishCounts(s.options.cage, "pinfall")) {
    const chances = finisher && s.corners[victim].level >= 2 ? 1 : 3;
    events.push({ type: "cover", by, hook: false, chances });
    return {
      ...s,
      attacker: by,
      phase: "pin",
      pin: {
        failures: 0,
        chances,
        used: [],
        hooked: false,
        predicament: true,
        priorCovers: 0,
        screwjob: false,
      },
      covers: 1,
    };
  }
  const me = s.corners[by];
  const them = s.corners[victim];
  if (desperation && !keepsAdvantage({ stun: me.stun, rec: rec(me) }, { stun: them.stun, rec: rec(them) })) {
    events.push({ type: "advantage", to: victim, why: "the desperation move's Stun" });
    return newRound(s, victim, SECONDS.round, dice, events);
  }
  // A BRA strike chains: the Combo stays in this round (¶29)
  if (m.class === "BRA" && m.tags.includes("strike") && !desperation) {
    return timeCheck({ ...s, attacker: by, phase: "position", chain: true }, events);
  }
  return newRound(s, by, SECONDS.round, dice, events);
}

/**
 * The Stun Code dice the victim meets: a Toss throws him into the ringside railing, a slam on the
 * ringside floor lands on the floor's Code instead of his WDB, a knock-down in the corner or a `T`
 * maneuver meets the turnbuckle (¶34, ¶40, ¶54; the surfaces' Codes are the completion's).
 */
function surfaceDice(m: FlaggedManeuver, def: RingMasterCorner, intoBuckle: boolean): number {
  if (m.base === "Toss") return STUN_CODE_DICE.railing;
  if (squareKind(def.square) === "floor" && m.force.includes("S")) return STUN_CODE_DICE.floor;
  return intoBuckle || m.force.includes("T") ? STUN_CODE_DICE.turnbuckle : 0;
}

/** The damage of the last hit `by` made, from the events. */
function lastDamage(events: Events, by: P): number {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e?.type === "hit" && e.by === by) return e.damage;
  }
  return 0;
}

/** The ringside target an attack option whips the man into, or `undefined`. */
function whipInto(option: AttackOption | null): WhipTarget | undefined {
  switch (option) {
    case "into-steps":
      return "steps";
    case "into-railing":
      return "railing";
    case "into-post":
      return "post";
    default:
      return undefined;
  }
}

/** The ringside floor square a man thrown over the top rope lands on: straight out from his side. */
export function outsideSquare(sq: Square): Square {
  if (sq.row <= 2) return { row: 0, col: sq.col };
  if (sq.row >= 7) return { row: 9, col: sq.col };
  return sq.col <= 4 ? { row: sq.row, col: 0 } : { row: sq.row, col: 9 };
}

/**
 * What a hit brings besides its damage: flair's spot bonus (¶53), the diver's own landing on the
 * floor (¶54), and a man thrown over the top rope when the roll beat his Lift by 10 (¶49).
 */
function afterHit(
  s0: RingMasterState,
  by: P,
  m: FlaggedManeuver,
  roll: CheckResult,
  option: AttackOption | null,
  dive: boolean,
  dice: DiceSource,
  events: Events,
): RingMasterState {
  let s = s0;
  const victim = opponentOf(by);
  if (m.base === "Foreign Object Smash") s = withCorner(s, by, { object: null });
  // the Fire Tab and Powder are spent with their maneuver (¶45–¶46); Powder blinds him a round per point
  if (m.base === "Fire Tab" || m.base === "Powder") s = withCorner(s, by, { object: null });
  if (m.base === "Powder") {
    const rounds = blindRounds(lastDamage(events, by));
    s = withCorner(s, victim, { blind: rounds });
    events.push({ type: "blinded", who: victim, rounds });
  }
  if (option === "flair") {
    s = withCorner(s, by, { prestigeGained: s.corners[by].prestigeGained + 1 });
    events.push({ type: "flair", by });
  }
  if (dive) {
    // The diver lands too: the floor's Stun Code dice, halved (rounded down) for a Daredevil
    const att = s.corners[by];
    const count = diverLandingDice(STUN_CODE_DICE.floor, att.sheet.merits.includes("Style: Daredevil"));
    let damage = 0;
    for (let i = 0; i < count; i++) damage += d6(dice, "the diver's landing (floor Stun Code)");
    events.push({ type: "dive", by, damage });
    s = damageTo(s, by, damage, count, dice, events);
    // he must shake off the landing before he positions his opponent (¶54)
    s = withCorner(s, by, { landing: true });
    if (s.result !== null) return s;
  }
  if (option === "over-the-top") {
    const def = s.corners[victim];
    const success = overTheTop(roll.margin, def.traits.Lift);
    let damage = 0;
    if (success) {
      // a 5-Step fall is a hard landing: Injuring, on his back (completion's fourth condition, ¶97)
      const fall = rollDamage(dice, {
        force: "S",
        attacker: s.corners[by].traits,
        defenderWDB: def.traits.WDB,
        steps: OVER_THE_TOP_STEPS,
        injuring: injuringConditions({ steps: OVER_THE_TOP_STEPS }),
        injuryPerCondition: s.options.injuryStacking === "per-condition",
      });
      damage = fall.total;
      s = withCorner(s, victim, {
        square: outsideSquare(def.square),
        position: "Prone",
        rope: 0,
        injuries: addInjury(def.injuries, "Back", fall.injuryPoints),
      });
    }
    events.push({ type: "over-the-top", by, success, damage });
    if (success) s = damageTo(s, victim, damage, 1, dice, events);
    // Usually illegal: a Referee Check once it works (¶50)
    if (success && s.result === null) s = refereeSees(s, by, "over-the-top-rope", dice, events);
  }
  return s;
}
