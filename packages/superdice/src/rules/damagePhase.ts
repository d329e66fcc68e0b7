/**
 * The Damage Phase (Super Dice › Damage Phase): each side's attack total against the other's
 * defense total; the excess is damage. Read with the powers that change totals (Knockback,
 * Deadly Attack, Backblast, Berserk, Super Tough, Super Costume, Super Genius, Insubstantial) and
 * those that read damage die by die although damage is a difference of totals:
 * - Elemental Attack: the chosen die's value is dealt whatever the defense (the rest of the
 *   attack is compared with the defense as usual);
 * - Deflection: the chosen attacking die leaves its holder's attack and hits its holder instead;
 * - Damage Resistance: the avoidable damage is lowered by 1 for each die that attacked.
 * The paragraph's second sentence is read as the first one from the defender's side (no backlash;
 * the example of play agrees); the `backlash` option reads it as damage to a weak attacker.
 */
import { powerDef } from "../data/powers/index.js";
import type { SuperDiceTotals } from "../moves.js";
import { other, type SuperDicePlayer, type SuperDiceState } from "../types.js";

/** One side's figures at the Damage Phase. */
export interface SideDamage extends SuperDiceTotals {
  /** Part of the attack that cannot be avoided (Elemental Attack). */
  readonly unavoidable: number;
  /** How many dice attacked (for Damage Resistance). */
  readonly attackers: number;
  /** Value of this side's own attacking dice turned back on it (Deflection by the opponent). */
  readonly deflectedBack: number;
}

function perDie(state: SuperDiceState, p: SuperDicePlayer): number {
  return state.heroes[p].powers.reduce((n, id) => n + (powerDef(id).dieBonus ?? 0), 0);
}

/** The attack and defense totals of `p` as they stand. */
export function totals(state: SuperDiceState, p: SuperDicePlayer): SideDamage {
  const mods = state.mods[p];
  const foeMods = state.mods[other(p)];
  const bonus = perDie(state, p);
  let attack = 0;
  let defense = 0;
  let attackers = 0;
  let deflectedBack = 0;
  let unavoidable = 0;
  let inPlay = 0;
  let allAttack = true;
  for (const d of state.table) {
    if (d.holder !== p || d.out) continue;
    inPlay++;
    const face = d.value + bonus;
    if (d.side === "attack") {
      // A deflected die leaves its holder's attack and hits its holder instead.
      if (foeMods.deflected.includes(d.id)) deflectedBack += face;
      else {
        attack += face;
        attackers++;
        if (mods.unavoidable.includes(d.id)) unavoidable += face;
      }
    } else {
      allAttack = false;
      if (d.side === "defense") defense += face + (mods.superTough ? 2 : 0);
    }
  }
  attack += mods.attackBonus;
  if (mods.berserk && inPlay > 0 && allAttack) attack += 5;
  if (mods.genius === "attack") attack = Math.ceil(attack * 1.5);
  if (mods.genius === "defense") defense = Math.ceil(defense * 1.5);
  if (foeMods.insubstantial) attack = Math.floor(attack / 2);
  return { attack, defense, unavoidable: Math.min(attack, unavoidable), attackers, deflectedBack };
}

/** Damage each hero takes this turn, from both sides' totals. */
export function damageTaken(state: SuperDiceState): {
  red: number;
  blue: number;
  totals: Record<SuperDicePlayer, SideDamage>;
} {
  const red = totals(state, "red");
  const blue = totals(state, "blue");
  return {
    red: taken(state, "red", red, blue),
    blue: taken(state, "blue", blue, red),
    totals: { red, blue },
  };
}

/**
 * What `p` takes, his figures `mine` against the opponent's `theirs`: the opponent's attack past his
 * defense (less Damage Resistance's 1 a die), the part of it no defense stops, his own deflected
 * dice, and with the `backlash` option the defense of the opponent past his own attack.
 */
function taken(state: SuperDiceState, p: SuperDicePlayer, mine: SideDamage, theirs: SideDamage): number {
  const avoidable = theirs.attack - theirs.unavoidable;
  let hit = Math.max(0, avoidable - mine.defense);
  if (state.mods[p].resistance) hit = Math.max(0, hit - theirs.attackers);
  let total = hit + theirs.unavoidable + mine.deflectedBack;
  if (state.options.backlash && theirs.defense > mine.attack) total += theirs.defense - mine.attack;
  return total;
}
