/*
 * Healing (FastMatch! 3.0, III.5 Injury): each point of injury lowers an attribute's maximum until
 * it heals; each week a wrestler who rested heals his worst injury by one, and a d6 of 5 or 6 heals
 * one more. Recovering between two matches of one night is this package's reading (Interpretations
 * page). Docs: /fastmatch/rules#between-matches
 */
import { d6, type DiceSource } from "@ringside/core";
import { DAMAGEABLE, type Attribute } from "../data/attributes.js";
import type { Character } from "../sheets.js";
import type { Condition } from "../setup.js";
import type { FastMatchState } from "../state.js";

/** What a week of healing did. */
export interface WeeklyHealing {
  readonly character: Character;
  /** The d6 rolled (5 or 6 heals one extra point). */
  readonly roll: number;
  /** Injury points healed, by attribute. */
  readonly healed: Readonly<Partial<Record<Attribute, number>>>;
}

function worst(injuries: Readonly<Partial<Record<Attribute, number>>>): Attribute | null {
  let best: Attribute | null = null;
  for (const a of DAMAGEABLE)
    if ((injuries[a] ?? 0) > 0 && (best === null || (injuries[a] ?? 0) > (injuries[best] ?? 0))) best = a;
  return best;
}

/**
 * One week of healing: a wrestler who did not wrestle heals his worst injury by one point
 * automatically; wrestled or not, a d6 is rolled and a 5 or 6 heals one more point (of the worst
 * injury left).
 */
export function healWeek(character: Character, wrestled: boolean, dice: DiceSource): WeeklyHealing {
  const injuries: Partial<Record<Attribute, number>> = { ...character.injuries };
  const healed: Partial<Record<Attribute, number>> = {};
  const healOne = (): void => {
    const a = worst(injuries);
    if (a === null) return;
    injuries[a] = (injuries[a] ?? 0) - 1;
    healed[a] = (healed[a] ?? 0) + 1;
  };
  if (!wrestled) healOne();
  const roll = d6(dice, `weekly healing roll for ${character.name}`);
  if (roll >= 5) healOne();
  const left = Object.fromEntries(Object.entries(injuries).filter(([, n]) => n > 0)) as Partial<
    Record<Attribute, number>
  >;
  return { character: { ...character, injuries: left }, roll, healed };
}

/** Every wrestler's injuries after a match (carried in plus new), ready to store on the characters. */
export function injuriesAfter(
  state: FastMatchState,
): Readonly<Record<string, Readonly<Partial<Record<Attribute, number>>>>> {
  const out: Record<string, Partial<Record<Attribute, number>>> = {};
  for (const s of state.sides) for (const w of s.wrestlers) out[w.name] = { ...w.injuries };
  return out;
}

/**
 * The condition each wrestler carries into another match on the same night: half of the points
 * lost in each attribute come back (rounded down), counted from the attributes at the bell before
 * strategy points (the sheet's value, less injuries): points lost only from what strategy points
 * added are no loss at all. Pass the result to `setupMatch` as its condition.
 */
export function recoverBetweenMatches(state: FastMatchState): Condition {
  const out: Record<string, Partial<Record<Attribute, number>>> = {};
  for (const s of state.sides) {
    for (const w of s.wrestlers) {
      const held: Partial<Record<Attribute, number>> = {};
      for (const a of DAMAGEABLE) {
        // Lost from the sheet's value, not from the value with strategy points.
        const lost = Math.max(0, w.base[a] - w.now[a]);
        const kept = lost - Math.floor(lost / 2);
        held[a] = Math.max(a === "TEC" ? Math.min(w.base.TEC, w.tecFloor) : 0, w.base[a] - kept);
      }
      out[w.name] = held;
    }
  }
  return out;
}
