/*
 * Damage in a Royal Rumble fight (FastMatch! 3.0, VIII "Royal Rumble Rules"): the loser of an
 * exchange loses the rumble chart's points from a random damageable attribute (TEC never below half
 * its starting value by damage, nothing below 0); a blow to an attribute already at 0 calls for an
 * injury roll (1d6 + 2, less the normal injury modifier, under the damage injures). Docs: /fastmatch/rumble
 */
import { defined, type DiceSource } from "@ringside/core";
import { DAMAGEABLE, type Attribute } from "../data/attributes.js";
import { INJURY_MODIFIERS } from "../data/charts.js";
import type { RumbleEvent } from "./types.js";
import type { Fighter } from "./work.js";

/** `w` loses `amount` of attribute `a`: never below 0, and TEC never below its floor by damage. */
export function lower(w: Fighter, a: Attribute, amount: number): void {
  const floor = a === "TEC" ? w.tecFloor : 0;
  w.now[a] = Math.max(Math.min(w.now[a], floor), w.now[a] - amount);
}

/** The loser of an exchange takes `damage` on a random attribute, and an injury roll if it was at 0. */
export function takeDamage(
  loser: Fighter,
  damage: number,
  dice: DiceSource,
  round: number,
  events: RumbleEvent[],
): void {
  const target = defined(
    DAMAGEABLE[dice.int(0, DAMAGEABLE.length - 1, `random target on ${loser.name}`)],
    "fastmatch: a damageable attribute",
  );
  const before = loser.now[target];
  lower(loser, target, damage);
  events.push({
    type: "damage",
    round,
    wrestler: loser.name,
    target,
    amount: damage,
    before,
    after: loser.now[target],
  });
  if (before === 0) {
    const roll = dice.int(1, 6, `injury roll against ${loser.name}`);
    const total = roll + 2 - INJURY_MODIFIERS.normal;
    const injured = total < damage;
    if (injured) loser.injuries[target] = (loser.injuries[target] ?? 0) + 1;
    events.push({
      type: "injury-roll",
      round,
      wrestler: loser.name,
      attribute: target,
      roll,
      total,
      injured,
    });
  }
}
