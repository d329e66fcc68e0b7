/*
 * Injury (FastMatch! 3.0, III.5): damage to an attribute already at 0 rolls d6+2; below the damage
 * dealt is an injury point. The attacker's strategy points toward injury (up to 2) and the
 * specialty match (cage, barbed wire, landmine) lower the roll. Docs: /fastmatch/rules#resolving-a-round
 * (Healing between matches is ../injuries.ts.)
 */
import type { Attribute } from "../data/attributes.js";
import { INJURY_MODIFIERS, type Specialty } from "../data/charts.js";
import { partialCopy } from "../records.js";
import { emit, rollInt, type RoundContext, type WorkWrestler } from "./context.js";

/** The injury roll's total: d6 + 2, less the attacker's injury points and the match's modifiers. */
export function injuryTotal(
  roll: number,
  attackerInjuryPoints: number,
  specialty: Specialty,
  injuryModifier: number,
): number {
  return roll + 2 - attackerInjuryPoints - INJURY_MODIFIERS[specialty] - injuryModifier;
}

/** An injury occurs when the total is below the damage dealt. */
export function isInjury(total: number, damage: number): boolean {
  return total < damage;
}

/** An injury record with one more point on `attribute` (a new record: the old one may be shared). */
export function withPoint(
  injuries: Readonly<Partial<Record<Attribute, number>>>,
  attribute: Attribute,
): Partial<Record<Attribute, number>> {
  const out = partialCopy(injuries);
  out[attribute] = (injuries[attribute] ?? 0) + 1;
  return out;
}

/** Rolls for injury after damage to an attribute at 0; records the injury point; true if injured. */
export function injuryRoll(
  ctx: RoundContext,
  victim: WorkWrestler,
  attribute: Attribute,
  damage: number,
  attacker: WorkWrestler,
): boolean {
  const m = ctx.match;
  const roll = rollInt(ctx, 1, 6, "injury roll against", victim.name);
  const total = injuryTotal(roll, attacker.injuryPoints, m.specialty, m.injuryModifier);
  const injured = isInjury(total, damage);
  if (ctx.events !== null)
    emit(ctx, {
      type: "injury-roll",
      round: m.round,
      wrestler: victim.name,
      attribute,
      roll,
      total,
      damage,
      injured,
    });
  if (injured) {
    victim.injuries = withPoint(victim.injuries, attribute);
    victim.newInjuries++;
  }
  return injured;
}
