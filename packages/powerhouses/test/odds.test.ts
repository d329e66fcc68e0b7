import { createRng, seededDice } from "@ringside/core";
import {
  attackPlan,
  bestDefenceAbility,
  decideRoll,
  finalCountDistribution,
  largestSets,
  firstRollOutcomes,
  likeliestAbility,
  QUIT,
  reachChance,
  reachChances,
  startRoll,
  throwDice,
  validateSheet,
  type RollState,
  type Wrestler,
} from "@ringside/powerhouses";
import { describe, expect, it } from "vitest";
import { bruno, kid } from "./helpers.js";

const B = validateSheet(bruno);
const K = validateSheet(kid);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Plays one turn with the real roll engine, stopping once `keepGoing` says no. */
function playTurn(
  w: Wrestler,
  dice: number,
  source: ReturnType<typeof seededDice>,
  choose: (roll: RollState) => RollState["ability"],
  keepGoing: (roll: RollState) => boolean,
): number {
  let roll = throwDice(startRoll("red", "practice", dice), w, source).roll;
  if (roll.stage === "choose") {
    const a = choose(roll)!;
    roll = decideRoll(roll, w, { type: "pursue", ability: a }).roll;
  }
  while (roll.stage === "decide") {
    roll = keepGoing(roll) ? throwDice(roll, w, source).roll : decideRoll(roll, w, QUIT).roll;
  }
  return roll.count;
}

describe("first rolls", () => {
  it("probabilities add up to one; five standard dice always hold a match", () => {
    for (const n of [2, 3, 4, 5])
      expect(sum(firstRollOutcomes(B, n).map((o) => o.probability))).toBeCloseTo(1, 12);
    expect(firstRollOutcomes(B, 5).some((o) => o.size === 0)).toBe(false);
  });

  it("two dice of Bruno match half the time (same ability, or any Fan Support)", () => {
    const miss = firstRollOutcomes(B, 2).find((o) => o.size === 0)?.probability;
    expect(miss).toBeCloseTo(0.5, 12);
  });
});

describe("final count when stopping at N", () => {
  it("is a distribution, and its tail at N equals the reach chance computed the other way", () => {
    for (const n of [2, 3, 5]) {
      const reach = reachChances(B, n, 14);
      for (let stop = 1; stop <= 14; stop++) {
        const dist = finalCountDistribution(B, n, stop);
        expect(sum(dist)).toBeCloseTo(1, 12);
        expect(sum(dist.slice(stop))).toBeCloseTo(reach[stop]!, 12);
        expect(dist.slice(stop + n).every((p) => p === 0)).toBe(true);
      }
    }
  });

  it("matches a simulation of the real roll engine (20 000 turns, stopping at 6)", () => {
    const exact = finalCountDistribution(B, 5, 6);
    const source = seededDice(11);
    const seen = new Array<number>(exact.length).fill(0);
    const turns = 20_000;
    for (let i = 0; i < turns; i++) {
      const c = playTurn(
        B,
        5,
        source,
        (r) => likeliestAbility(B, r.choices),
        (r) => r.count < 6,
      );
      seen[c]! += 1;
    }
    exact.forEach((p, c) => {
      const tolerance = 4 * Math.sqrt((p * (1 - p)) / turns) + 1e-3;
      expect(Math.abs(seen[c]! / turns - p), `count ${c}`).toBeLessThan(tolerance);
    });
  });

  it("reach chances start at one and never rise", () => {
    const reach = reachChances(K, 4, 30);
    expect(reach[0]).toBe(1);
    for (let t = 1; t < reach.length; t++) expect(reach[t]!).toBeLessThanOrEqual(reach[t - 1]! + 1e-15);
    expect(reachChance(K, 5, 2)).toBeCloseTo(1, 12);
    expect(reachChance(K, 5, 40)).toBeLessThan(0.01);
  });
});

describe("the attack plan (exact dynamic programming)", () => {
  it("is at least as good as every fixed threshold, exactly", () => {
    for (const [att, def, na, nd] of [
      [B, K, 5, 5],
      [K, B, 3, 5],
      [B, K, 2, 4],
    ] as const) {
      const plan = attackPlan(att, na, def, nd);
      const reach = reachChances(def, nd, 80);
      for (let stop = 0; stop <= 20; stop++) {
        const dist = finalCountDistribution(att, na, stop);
        const win = sum(dist.map((p, c) => p * (1 - (reach[c] ?? 0))));
        expect(win).toBeLessThanOrEqual(plan.winChance + 1e-12);
      }
    }
  });

  it("its win chance matches 10 000 simulated exchanges against the defender's best reply", () => {
    const plan = attackPlan(B, 5, K, 5);
    const rng = createRng(5);
    const source = seededDice(rng);
    let wins = 0;
    const n = 10_000;
    for (let i = 0; i < n; i++) {
      const total = playTurn(
        B,
        5,
        source,
        (r) => plan.bestAbility(r.choices, largestSets(B, r.faces).size),
        (r) => r.ability !== null && plan.shouldRoll(r.ability, r.free, r.count),
      );
      const reply = playTurn(
        K,
        5,
        source,
        (r) => bestDefenceAbility(K, 5, r.choices, largestSets(K, r.faces).size, total),
        (r) => r.count < total,
      );
      if (total > reply) wins++;
    }
    expect(Math.abs(wins / n - plan.winChance)).toBeLessThan(
      4 * Math.sqrt((plan.winChance * (1 - plan.winChance)) / n),
    );
  });

  it("stops when rolling on cannot help and a stop is already worth nothing less", () => {
    const plan = attackPlan(B, 5, K, 5);
    expect(plan.winChance).toBeGreaterThan(0.2);
    expect(plan.winChance).toBeLessThan(0.6);
    // A total of 2 never wins against five dice (they always hold a pair): rolling on is better.
    expect(plan.stopValue(2)).toBeCloseTo(0, 12);
    expect(plan.shouldRoll("Strength", 3, 2)).toBe(true);
    expect(plan.value("Strength", 3, 2)).toBeGreaterThan(0);
  });
});
