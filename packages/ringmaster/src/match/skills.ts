/**
 * Maneuver Skills, what a wrestler can attempt where he stands, and the situation an attack is checked in (¶28–¶48).
 */
import { holdsSpecial } from "./concealed.js";
import { POSITION_CATEGORY } from "../data/attributes.js";
import { type Counter, counterByName } from "../data/counters.js";
import { type Flag, type FlaggedManeuver, flagDistance, resolveManeuver } from "../data/flags.js";
import type { AttackSituation } from "../rules/attackCheck.js";
import { injuryPenaltyPoints } from "../rules/injuries.js";
import { type CornerSituation, cornerSituation } from "../rules/corner.js";
import { meetsNeed } from "../rules/positions.js";
import { distance, inRing, squareKind } from "../rules/ring.js";
import { foreignObjectByName, type ForeignObject } from "../data/foreignObjects.js";
import { whipTargets } from "../rules/foreignObjects.js";
import { MANEUVERS } from "../data/maneuvers.js";
import type { AttackOption, RingMasterCorner, RingMasterState } from "../state.js";
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

/** Maneuvers made with their own object in hand, drawn from the tights (the Fire Tab, Powder, ¶45–¶46). */
const NEEDS_CONCEALED = new Set(["Fire Tab", "Powder"]);

/** The object in his hand when he can swing it with Foreign Object Smash (¶40), else `undefined`. */
export function smashObject(c: RingMasterCorner): ForeignObject | undefined {
  const o = c.object === null ? undefined : foreignObjectByName(c.object);
  return o?.use.kind === "smash" ? o : undefined;
}

/** A Flying attack from the apron or a turnbuckle down to a man on the ringside floor (¶54). */
export function isDive(att: RingMasterCorner, def: RingMasterCorner, m: FlaggedManeuver): boolean {
  return (
    m.flags.includes("Flying") && squareKind(def.square) === "floor" && squareKind(att.square) !== "floor"
  );
}

/** Steps a Flying attacker falls: his rope, and the apron's 2 Steps over the floor on a dive (¶70). */
export function launchSteps(att: RingMasterCorner, def: RingMasterCorner, m: FlaggedManeuver): number {
  return att.rope + (isDive(att, def, m) ? 2 : 0);
}

function objectMod(c: RingMasterCorner): number {
  const use = smashObject(c)?.use;
  return use?.kind === "smash" ? use.mod : 0;
}

/**
 * Whether he has the object `m` is made with in hand: a Foreign Object Smash needs one to swing, the
 * Fire Tab and Powder their own, hidden in the tights (¶40, ¶45–¶46); any other maneuver needs none.
 */
export function hasItsObject(att: RingMasterCorner, m: FlaggedManeuver): boolean {
  if (NEEDS_CONCEALED.has(m.base) && !holdsSpecial(att, m.base)) return false;
  return m.base !== "Foreign Object Smash" || smashObject(att) !== undefined;
}

/** Whether `attacker` can attempt `m` on `defender` where they stand now. */
export function canAttempt(att: RingMasterCorner, def: RingMasterCorner, m: FlaggedManeuver): boolean {
  if (!hasItsObject(att, m)) return false;
  // Toss throws him into the ringside railing: both men on the floor (completion)
  if (m.base === "Toss" && (squareKind(att.square) !== "floor" || squareKind(def.square) !== "floor"))
    return false;
  if (!meetsNeed(def.position, m.needs)) return false;
  if (def.rope > 0 && !m.flags.includes("Super")) return false;
  const flying = m.flags.includes("Flying");
  if (flying) {
    const launch = att.rope > 0 || (squareKind(att.square) === "apron" && squareKind(def.square) === "floor");
    if (!launch || distance(att.square, def.square) > 3) return false;
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

/** The maneuvers he can try: his Arsenal, and Foreign Object Smash (Improvised if not in it) with an object in hand. */
export function attackManeuvers(c: RingMasterCorner): readonly FlaggedManeuver[] {
  const own = arsenalManeuvers(c);
  const out = [...own];
  const names = new Set(own.map((m) => m.name));
  // Improvised one Flag away (¶48): his plain maneuvers off a turnbuckle or onto a man up there
  for (const m of own) {
    if (m.flags.length > 0) continue;
    for (const f of SITUATIONAL_FLAGS) {
      const v = resolveManeuver(`${f} ${m.base}`);
      if (v !== undefined && !names.has(v.name)) {
        out.push(v);
        names.add(v.name);
      }
    }
  }
  const fos = smashObject(c) === undefined ? undefined : resolveManeuver("Foreign Object Smash");
  if (fos !== undefined && !names.has(fos.name)) out.push(fos);
  // the Fire Tab or Powder in his hand is its own maneuver (¶45–¶46), Improvised if not in his Arsenal
  for (const special of NEEDS_CONCEALED) {
    const m = holdsSpecial(c, special) ? resolveManeuver(special) : undefined;
    if (m !== undefined && !names.has(m.name)) out.push(m);
  }
  return out;
}

/**
 * The catalogue maneuvers he may improvise outright (¶48, −10%): every plain base maneuver that is
 * neither in his Arsenal (under any name) nor among `known`, leaving out those that need an object
 * (Foreign Object Smash and the drawn Fire Tab and Powder come with the object in hand).
 */
export function improvisedManeuvers(
  c: RingMasterCorner,
  known: readonly FlaggedManeuver[],
): readonly FlaggedManeuver[] {
  const have = new Set<string>();
  for (const m of known) have.add(m.flags.length === 0 ? m.base : m.name);
  for (const e of c.sheet.arsenal) have.add(e.maneuver);
  return PLAIN_CATALOGUE.filter((m) => !have.has(m.name));
}

/** The plain catalogue maneuvers, resolved once, leaving out those that need an object in hand. */
const PLAIN_CATALOGUE: readonly FlaggedManeuver[] = MANEUVERS.flatMap((base) => {
  const m = ["Foreign Object Smash", "Fire Tab", "Powder"].includes(base.name)
    ? undefined
    : resolveManeuver(base.name);
  return m === undefined ? [] : [m];
});

/** The Flags a wrestler may improvise onto his own plain maneuvers when the turnbuckles call for them. */
const SITUATIONAL_FLAGS: readonly Flag[] = ["Flying", "Super"];

/**
 * The options he may declare with `m` (completion › 10, the declaration): flair with any maneuver
 * (¶53); over the top rope with a maneuver that puts the man down, on a man at the ropes or running,
 * from inside the ring (¶49); Leverage with a hold (¶38); a resthold with a Level I–II hold (¶103).
 */
export function attackOptions(
  att: RingMasterCorner,
  def: RingMasterCorner,
  m: FlaggedManeuver,
): AttackOption[] {
  const out: AttackOption[] = ["flair"];
  const downs = m.leaves === "Prone" || m.leaves === "Facedown";
  if (
    downs &&
    !m.tags.includes("hold") &&
    inRing(att.square) &&
    inRing(def.square) &&
    def.rope === 0 &&
    (nearRopes(def.square) || def.running)
  )
    out.push("over-the-top");
  if (m.tags.includes("hold")) {
    out.push("leverage");
    if (m.level <= 2) out.push("resthold");
  }
  out.push(...whipIntoOptions(att, def, m));
  // put in the corner without trapping him (¶34)
  if (cornerOf(def, null).inCorner) out.push("untrapped");
  return out;
}

/** The defender and the corner for an attack declared with `option` (¶33–¶34). */
export function cornerOf(def: RingMasterCorner, option: AttackOption | null): CornerSituation {
  return cornerSituation(
    squareKind(def.square) === "corner",
    POSITION_CATEGORY[def.position] === "standing",
    option === "untrapped",
  );
}

/** An Irish Whip on the ringside floor into the steps, the railing or a ring post (¶40; completion). */
export function whipIntoOptions(
  att: RingMasterCorner,
  def: RingMasterCorner,
  m: FlaggedManeuver,
): AttackOption[] {
  if (m.base !== "Irish Whip" || squareKind(att.square) !== "floor") return [];
  return whipTargets(def.square).map((t): AttackOption => `into-${t}`);
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
  const m = resolveManeuver(name);
  const oneFlag =
    m !== undefined &&
    c.sheet.arsenal.some((a) => {
      const own = resolveManeuver(a.maneuver);
      return own !== undefined && flagDistance(own, m) === 1;
    });
  return { skill: base, improvised: oneFlag ? "flag" : "unknown" };
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
    cornered: cornerOf(def, null).trapped,
    flyingSquares: flying ? Math.max(0, dist - 1) : 0,
    stepsAbove: flying ? launchSteps(att, def, m) : 0,
    ownStun: att.stun,
    defenderStun: def.stun,
    injuryPoints: injuryPenaltyPoints(att.injuries, m.uses),
    telegraphed: s.telegraph === by,
    daredevil: att.sheet.merits.includes("Style: Daredevil"),
    warned: s.referee.shaken[by],
    firedUp: s.firedUp[by] > 0,
    diveToFloor: isDive(att, def, m),
    objectMod: m.base === "Foreign Object Smash" ? objectMod(att) : 0,
  };
  return { ...base, ...(improvised === undefined ? {} : { improvised }), ...extra };
}

/** Supersets: the earlier maneuver is one of the steps of the later one (¶28); the pairs are Ringside's completion (`completion.md` › 8). */
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
