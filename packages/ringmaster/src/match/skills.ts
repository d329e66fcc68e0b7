/**
 * Maneuver Skills, what a wrestler can attempt where he stands, and the situation an attack is checked in (¶28–¶48).
 */
import { POSITION_CATEGORY } from "../data/attributes.js";
import { type Counter, counterByName } from "../data/counters.js";
import { type FlaggedManeuver, resolveManeuver } from "../data/flags.js";
import type { AttackSituation } from "../rules/attackCheck.js";
import { injuryPenaltyPoints } from "../rules/injuries.js";
import { meetsNeed } from "../rules/positions.js";
import { distance, squareKind } from "../rules/ring.js";
import type { RingMasterCorner, RingMasterState } from "../state.js";
import { nearRopes, opponentOf } from "./common.js";
import type { RingMasterPlayer } from "../config.js";

type P = RingMasterPlayer;

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

/** The situation of `by`'s attempt of `m` now, for the attack check (¶28–¶48). */
export function situation(
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
    warned: s.referee.shaken[by],
    firedUp: s.firedUp[by] > 0,
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
