/* eslint-disable @typescript-eslint/no-non-null-assertion -- probability tables: binomial rows and
   dynamic-programming tables over (free dice, count), each read inside the dimensions it is built
   with a few lines above; the bots and the solver call these in tight loops */
import { ABILITIES, type Ability } from "./abilities.js";
import { facesFor, type Wrestler } from "./sheet.js";
import { largestSets } from "./roll.js";

/** One kind of first roll: its probability, the largest set's size (0: no match) and its abilities. */
export interface FirstRollOutcome {
  readonly probability: number;
  readonly size: number;
  readonly choices: readonly Ability[];
}

/** The chance that one die counts for `ability` on this wrestler's dice (its faces and Fan Support). */
export function matchChance(wrestler: Wrestler, ability: Ability): number {
  return facesFor(wrestler, ability) / 6;
}

const FACT = [1, 1, 2, 6, 24, 120, 720];

function binomialRow(f: number, p: number): number[] {
  const row: number[] = [];
  for (let k = 0; k <= f; k++) row.push((FACT[f]! / (FACT[k]! * FACT[f - k]!)) * p ** k * (1 - p) ** (f - k));
  return row;
}

/** Dice free after `size` dice are set aside from `dice`: Over the Top leaves all but one. */
export function freeAfter(dice: number, size: number): number {
  return dice - size > 0 ? dice - size : dice - 1;
}

/**
 * Every first roll of `dice` dice (2..5) for this wrestler, grouped by the largest set's size and
 * abilities, with exact probabilities (a multinomial over the six faces).
 */
export function firstRollOutcomes(wrestler: Wrestler, dice: number): FirstRollOutcome[] {
  const groups = new Map<string, { probability: number; size: number; choices: Ability[] }>();
  const counts = [0, 0, 0, 0, 0, 0];
  const total = 6 ** dice;
  const visit = (face: number, left: number): void => {
    if (face === 5) {
      counts[5] = left;
      const faces: number[] = [];
      let ways = FACT[dice]!;
      counts.forEach((c, i) => {
        ways /= FACT[c]!;
        for (let j = 0; j < c; j++) faces.push(i + 1);
      });
      const { size, abilities } = largestSets(wrestler, faces);
      const key = `${size}:${abilities.join(",")}`;
      const group = groups.get(key);
      if (group === undefined) groups.set(key, { probability: ways / total, size, choices: abilities });
      else group.probability += ways / total;
      return;
    }
    for (let c = 0; c <= left; c++) {
      counts[face] = c;
      visit(face + 1, left - c);
    }
  };
  visit(0, dice);
  return [...groups.values()];
}

/**
 * `gain[f][d]`: the chance that a roller who never stops, with `f` dice free out of `dice` and a
 * chance `p` per die, adds at least `d` more matches before going bust.
 */
export function gainChances(p: number, dice: number, maxGain: number): number[][] {
  const rows = Array.from({ length: dice + 1 }, (_, f) => binomialRow(f, p));
  const gain = Array.from({ length: dice + 1 }, () => new Array<number>(maxGain + 1).fill(0));
  for (let f = 1; f <= dice; f++) gain[f]![0] = 1;
  for (let d = 1; d <= maxGain; d++) {
    for (let f = 1; f <= dice; f++) {
      let sum = 0;
      const row = rows[f]!;
      for (let k = 1; k <= f; k++) {
        sum += row[k]! * (k >= d ? 1 : gain[f - k > 0 ? f - k : dice - 1]![d - k]!);
      }
      gain[f]![d] = sum;
    }
  }
  return gain;
}

/** Picks, among equal sets, the ability with the most faces (the first listed on a tie). */
export function likeliestAbility(wrestler: Wrestler, choices: readonly Ability[]): Ability {
  let best = choices[0] ?? ABILITIES[0];
  for (const a of choices) if (facesFor(wrestler, a) > facesFor(wrestler, best)) best = a;
  return best;
}

/**
 * The chance of reaching at least `target` matches in one turn of `dice` dice when the roller
 * keeps rolling until reaching it (the best a defender can do to hold off a total of `target`).
 */
export function reachChance(wrestler: Wrestler, dice: number, target: number): number {
  return reachChances(wrestler, dice, Math.max(0, target))[Math.max(0, target)]!;
}

/** {@link reachChance} for every target from 0 to `upTo`, exactly. */
export function reachChances(wrestler: Wrestler, dice: number, upTo: number): number[] {
  const gains = new Map<Ability, number[][]>();
  const gainOf = (a: Ability): number[][] => {
    let g = gains.get(a);
    if (g === undefined) gains.set(a, (g = gainChances(matchChance(wrestler, a), dice, upTo)));
    return g;
  };
  const outcomes = firstRollOutcomes(wrestler, dice);
  const out: number[] = [1];
  for (let t = 1; t <= upTo; t++) {
    let sum = 0;
    for (const o of outcomes) {
      if (o.size === 0) continue;
      if (o.size >= t) {
        sum += o.probability;
        continue;
      }
      let best = 0;
      for (const a of o.choices) best = Math.max(best, gainOf(a)[freeAfter(dice, o.size)]![t - o.size]!);
      sum += o.probability * best;
    }
    out.push(sum);
  }
  return out;
}

/**
 * The exact distribution of the final count of one turn of `dice` dice when the roller stops as
 * soon as the count reaches `stopAt` (going bust otherwise), picking the likeliest ability among
 * equal first sets. Entry `c` is the chance to end with `c` matches.
 */
export function finalCountDistribution(wrestler: Wrestler, dice: number, stopAt: number): number[] {
  const size = Math.max(stopAt, 0) + dice + 1;
  const out = new Array<number>(size).fill(0);
  // mass[ability][free][count]
  const mass = new Map<Ability, number[][]>();
  const at = (a: Ability): number[][] => {
    let m = mass.get(a);
    if (m === undefined) {
      mass.set(a, (m = Array.from({ length: dice + 1 }, () => new Array<number>(size).fill(0))));
    }
    return m;
  };
  for (const o of firstRollOutcomes(wrestler, dice)) {
    if (o.size === 0) out[0]! += o.probability;
    else at(likeliestAbility(wrestler, o.choices))[freeAfter(dice, o.size)]![o.size]! += o.probability;
  }
  for (const [ability, m] of mass) {
    const rows = Array.from({ length: dice + 1 }, (_, f) => binomialRow(f, matchChance(wrestler, ability)));
    for (let c = 0; c < size; c++) {
      for (let f = 1; f <= dice; f++) {
        const here = m[f]![c]!;
        if (here === 0) continue;
        if (c >= stopAt) {
          out[c]! += here;
          continue;
        }
        const row = rows[f]!;
        out[Math.max(c - 1, 0)]! += here * row[0]!;
        for (let k = 1; k <= f; k++) m[f - k > 0 ? f - k : dice - 1]![c + k]! += here * row[k]!;
      }
    }
  }
  return out;
}

/** How an attacker should play one turn to win the exchange against a defender's best reply. */
export interface AttackPlan {
  /** The chance to win the exchange (a Wear Down) from a fresh turn, playing this plan. */
  readonly winChance: number;
  /** The chance to win the exchange when stopping now with `count` matches. */
  stopValue(count: number): number;
  /** The chance to win when playing on optimally from `free` dice and `count` matches. */
  value(ability: Ability, free: number, count: number): number;
  /** True when rolling on beats stopping (ties go to stopping). */
  shouldRoll(ability: Ability, free: number, count: number): boolean;
  /** The best of equal first sets. */
  bestAbility(choices: readonly Ability[], size: number): Ability;
}

const EPSILON = 1e-12;

/**
 * The exact plan for an attacker with `attackerDice` dice against a defender with
 * `defenderDice`: the defender answers by rolling until reaching the attacker's total (to tie or
 * beat it), so stopping at `c` wins with `1 - reachChance(defender, c)`. Dynamic programming over
 * (ability, free dice, count), counts up to where the defender's chance is below 1e-13.
 */
export function attackPlan(
  attacker: Wrestler,
  attackerDice: number,
  defender: Wrestler,
  defenderDice: number,
): AttackPlan {
  let limit = 32;
  let reach = reachChances(defender, defenderDice, limit);
  while (reach[limit]! > 1e-13 && limit < 4096) {
    limit *= 2;
    reach = reachChances(defender, defenderDice, limit);
  }
  const top = limit + attackerDice + 1;
  const stopValue = (c: number): number => 1 - (c <= limit ? reach[Math.max(c, 0)]! : 0);
  const tables = new Map<Ability, { w: Float64Array[]; roll: Float64Array[] }>();
  const tableOf = (ability: Ability) => {
    let t = tables.get(ability);
    if (t !== undefined) return t;
    const rows = Array.from({ length: attackerDice + 1 }, (_, f) =>
      binomialRow(f, matchChance(attacker, ability)),
    );
    const w = Array.from({ length: attackerDice + 1 }, () => new Float64Array(top + 1));
    const roll = Array.from({ length: attackerDice + 1 }, () => new Float64Array(top + 1));
    for (let c = top; c >= 0; c--) {
      for (let f = 1; f <= attackerDice; f++) {
        const stop = stopValue(c);
        if (c >= limit) {
          w[f]![c] = stop;
          roll[f]![c] = stop;
          continue;
        }
        const row = rows[f]!;
        let cont = row[0]! * stopValue(c - 1);
        for (let k = 1; k <= f; k++) cont += row[k]! * w[f - k > 0 ? f - k : attackerDice - 1]![c + k]!;
        roll[f]![c] = cont;
        w[f]![c] = Math.max(stop, cont);
      }
    }
    tables.set(ability, (t = { w, roll }));
    return t;
  };
  const value = (ability: Ability, free: number, count: number): number =>
    count >= top ? 1 : tableOf(ability).w[free]![count]!;
  const bestAbility = (choices: readonly Ability[], size: number): Ability => {
    let best = choices[0] ?? ABILITIES[0];
    let bestValue = -1;
    for (const a of choices) {
      const v = value(a, freeAfter(attackerDice, size), size);
      if (v > bestValue + EPSILON) {
        best = a;
        bestValue = v;
      }
    }
    return best;
  };
  let winChance = 0;
  for (const o of firstRollOutcomes(attacker, attackerDice)) {
    if (o.size === 0) winChance += o.probability * stopValue(0);
    else {
      const a = bestAbility(o.choices, o.size);
      winChance += o.probability * value(a, freeAfter(attackerDice, o.size), o.size);
    }
  }
  return {
    winChance,
    stopValue,
    value,
    shouldRoll: (ability, free, count) =>
      count < limit && tableOf(ability).roll[free]![count]! > stopValue(count) + EPSILON,
    bestAbility,
  };
}

/**
 * The best first set for a defender who must reach `target`: the ability with the higher chance
 * to get there from the set's size.
 */
export function bestDefenceAbility(
  defender: Wrestler,
  dice: number,
  choices: readonly Ability[],
  size: number,
  target: number,
): Ability {
  if (size >= target) return likeliestAbility(defender, choices);
  let best = choices[0] ?? ABILITIES[0];
  let bestValue = -1;
  for (const a of choices) {
    const v = gainChances(matchChance(defender, a), dice, target - size)[freeAfter(dice, size)]![
      target - size
    ]!;
    if (v > bestValue + EPSILON) {
      best = a;
      bestValue = v;
    }
  }
  return best;
}
