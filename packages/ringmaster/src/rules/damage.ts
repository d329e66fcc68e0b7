/**
 * Damage (RingMaster › Effects, text ¶90 with the Force Code ¶22–¶25, the Ace ¶78, the Finisher ¶87,
 * Injury points already on the target ¶99, restholds ¶103): roll the Force Code, add its bonuses,
 * subtract the total from the victim's Intensity.
 * Docs: `docs/ringmaster/rules.md#damage`.
 */
import { d6, type DiceSource } from "@ringside/core";
import { parseForceCode } from "../data/forceCode.js";

/** The situation of one damage roll. */
export interface DamageRoll {
  /** The maneuver's Force Code (as flagged). */
  readonly force: string;
  /** The attacker's POW, HDB and WDB. */
  readonly attacker: { readonly POW: number; readonly HDB: number; readonly WDB: number };
  /** The victim's WDB. */
  readonly defenderWDB: number;
  /** Steps of the fall or drop (2 a Step, ¶23). */
  readonly steps?: number;
  /** The Stun Code dice of a surface that replaces Slam WDB or fills `T` (¶34). */
  readonly stunCodeDice?: number;
  /** Sum of the running wrestlers' SPD on the Velocity die (¶24). */
  readonly runningSPD?: number;
  /** Extra Basic Dice: a foreign object's, Leverage's (¶38, ¶39). */
  readonly extraBasic?: number;
  /** An Ace: +1 a die (¶78). */
  readonly ace?: boolean;
  /** A Finisher: double damage (¶87). */
  readonly finisher?: boolean;
  /** Injury points already on the target part: +1 each (¶99). */
  readonly injuryOnTarget?: number;
  /** Used as a resthold: −1 a die (¶103). */
  readonly resthold?: boolean;
  /** How many Injuring conditions hold (0 = not Injuring; see `injuries.ts`). */
  readonly injuring?: number;
  /** Lower the Injury face by one for each condition beyond the first (the "per-condition" reading) instead of once. */
  readonly injuryPerCondition?: boolean;
}

/** A rolled damage total with its dice. */
export interface DamageResult {
  /** The final damage (never below 0). */
  readonly total: number;
  /** Every d6 face rolled. */
  readonly faces: readonly number[];
  /** Injury points the roll caused. */
  readonly injuryPoints: number;
}

/** The lowest die face that scores an Injury point with `conditions` Injuring conditions (¶98). */
export function injuryFace(conditions: number, perCondition = false): number {
  if (conditions <= 0) return 7;
  if (conditions === 1) return 6;
  return perCondition ? Math.max(4, 7 - conditions) : 5;
}

/**
 * Rolls a maneuver's damage.
 *
 * @example
 * rollDamage(dice, { force: "BBBBP", attacker: { POW: 6, HDB: 3, WDB: 2 }, defenderWDB: 2 }).total; // 5d6 + 6
 */
export function rollDamage(dice: DiceSource, roll: DamageRoll): DamageResult {
  const parsed = parseForceCode(roll.force);
  if (!parsed.ok) return { total: 0, faces: [], injuryPoints: 0 };
  const c = parsed.code;
  const stun = roll.stunCodeDice ?? 0;
  const faces: number[] = [];
  const die = (label: string): number => {
    const f = d6(dice, label);
    faces.push(f);
    return f;
  };
  let total = 0;
  for (let i = 0; i < c.B + (roll.extraBasic ?? 0); i++) total += die("Basic die");
  for (let i = 0; i < c.P; i++) total += die("Power die") + roll.attacker.POW;
  for (let i = 0; i < c.S; i++) {
    total += die("Slam die");
    if (stun > 0) for (let k = 0; k < stun; k++) total += die("Stun Code die");
    else total += roll.defenderWDB;
  }
  for (let i = 0; i < c.V; i++) total += die("Velocity die") + (roll.runningSPD ?? 0);
  for (let i = 0; i < c.F; i++) total += die("Fall die");
  for (let i = 0; i < c.T; i++) for (let k = 0; k < stun; k++) total += die("Stun Code die");
  total += c.h * roll.attacker.HDB + c.w * roll.attacker.WDB;
  total += 2 * (roll.steps ?? 0);
  if (roll.ace === true) total += faces.length;
  if (roll.resthold === true) total -= faces.length;
  total += roll.injuryOnTarget ?? 0;
  if (roll.finisher === true) total *= 2;
  const face = injuryFace(roll.injuring ?? (roll.ace === true ? 1 : 0), roll.injuryPerCondition);
  const injuryPoints = faces.filter((f) => f >= face).length;
  return { total: Math.max(0, total), faces, injuryPoints };
}
