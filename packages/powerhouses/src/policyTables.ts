import { ABILITIES, type Ability } from "./abilities.js";
import { attackPlan, bestDefenceAbility, likeliestAbility, type AttackPlan } from "./odds.js";
import type { Wrestler } from "./sheet.js";

/*
 * The bots' decisions as lookup tables, for the fast match runner. A set of equal largest sets is
 * a 5-bit mask in the order of ABILITIES (the order the engine lists choices in), an ability is its
 * index there. Every entry is filled by calling the very function the bot calls, so a table answer
 * is the bot's answer; counts past COUNT_CAP fall back to that function.
 */

/** Counts and targets below this are tabled; above it the fast runner asks the plan itself. */
export const COUNT_CAP = 64;

/** The abilities of a choice mask, in the order the engine offers them. */
export function choicesOf(mask: number): Ability[] {
  const out: Ability[] = [];
  ABILITIES.forEach((ability, i) => {
    if ((mask >> i) & 1) out.push(ability);
  });
  return out;
}

/** {@link likeliestAbility} of every choice mask, as ability indexes. */
export function likeliestTable(wrestler: Wrestler): Int8Array {
  const table = new Int8Array(32);
  for (let mask = 1; mask < 32; mask++) {
    table[mask] = ABILITIES.indexOf(likeliestAbility(wrestler, choicesOf(mask)));
  }
  return table;
}

/** One attacker dice count against one defender dice count: the plan and its decisions tabled. */
export interface AttackTable {
  readonly plan: AttackPlan;
  /** `best[mask * 6 + size]`: the ability index {@link AttackPlan.bestAbility} picks. */
  readonly best: Int8Array;
  /** `roll[(ability * 6 + free) * COUNT_CAP + count]`: 1 when {@link AttackPlan.shouldRoll}. */
  readonly roll: Uint8Array;
}

function buildAttack(me: Wrestler, dice: number, them: Wrestler, theirDice: number): AttackTable {
  const plan = attackPlan(me, dice, them, theirDice);
  const best = new Int8Array(32 * 6);
  for (let mask = 3; mask < 32; mask++) {
    const choices = choicesOf(mask);
    if (choices.length < 2) continue;
    for (let size = 2; size <= dice; size++) {
      best[mask * 6 + size] = ABILITIES.indexOf(plan.bestAbility(choices, size));
    }
  }
  const roll = new Uint8Array(5 * 6 * COUNT_CAP);
  for (const [a, ability] of ABILITIES.entries()) {
    for (let free = 1; free < dice; free++) {
      for (let count = 0; count < COUNT_CAP; count++) {
        roll[(a * 6 + free) * COUNT_CAP + count] = plan.shouldRoll(ability, free, count) ? 1 : 0;
      }
    }
  }
  return { plan, best, roll };
}

/**
 * The optimal bot's decisions for one wrestler against one opponent, worked out once per dice
 * count (attack tables when first needed, defence answers as first asked) and then looked up.
 */
export class OptimalTables {
  /** The Take-Down pick among equal sets. */
  readonly likeliest: Int8Array;
  readonly #me: Wrestler;
  readonly #them: Wrestler;
  readonly #attack: (AttackTable | undefined)[] = [];
  /** `((dice * 32 + mask) * 6 + size) * COUNT_CAP + target` → ability index, -1 when not asked yet. */
  readonly #defence = new Int8Array(6 * 32 * 6 * COUNT_CAP).fill(-1);

  constructor(me: Wrestler, them: Wrestler) {
    this.#me = me;
    this.#them = them;
    this.likeliest = likeliestTable(me);
  }

  /** The attack table for `dice` dice against an opponent holding `theirDice`. */
  attack(dice: number, theirDice: number): AttackTable {
    const key = dice * 6 + theirDice;
    let table = this.#attack[key];
    if (table === undefined) {
      table = buildAttack(this.#me, dice, this.#them, theirDice);
      this.#attack[key] = table;
    }
    return table;
  }

  /** {@link bestDefenceAbility} as an ability index, remembered per dice, mask, size and target. */
  defence(dice: number, mask: number, size: number, target: number): number {
    if (target >= COUNT_CAP)
      return ABILITIES.indexOf(bestDefenceAbility(this.#me, dice, choicesOf(mask), size, target));
    const key = ((dice * 32 + mask) * 6 + size) * COUNT_CAP + target;
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- `key` is inside the cache sized for every dice, mask, size and target below COUNT_CAP
    let a = this.#defence[key]!;
    if (a < 0) {
      a = ABILITIES.indexOf(bestDefenceAbility(this.#me, dice, choicesOf(mask), size, target));
      this.#defence[key] = a;
    }
    return a;
  }
}
