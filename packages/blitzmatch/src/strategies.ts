/**
 * Making legal slots and strategies at random (for the advisor's search, the odds chart and
 * property tests), with round plans that respect the energy track.
 *
 * @module
 */
import { defined, type Rng } from "@ringside/core";
import { recoversAfter } from "./rules/energyTrack.js";
import { ROUND_ACTIONS } from "./rules/roundActions.js";
import { BUILD_POINTS, costOf } from "./data/costs.js";
import { costColumn, freeScores } from "./rules/slotBuilding.js";
import {
  BLITZMATCH_STYLES,
  SLOT_ATTRIBUTES,
  type BlitzMatchSlot,
  type BlitzMatchStrategy,
  type RoundAction,
  type SlotAttribute,
} from "./types.js";

/** A random round plan whose energy track never goes negative (II.2.a). */
export function randomRounds(
  slot: Pick<BlitzMatchSlot, "energy" | "recovery">,
  rounds: number,
  rng: Rng,
): RoundAction[] {
  const plan: RoundAction[] = [];
  let have = slot.energy;
  for (let r = 1; r <= rounds; r++) {
    const affordable = ROUND_ACTIONS.filter((a) => a.activity <= have);
    const action = defined(affordable[rng.int(0, affordable.length - 1)], "blitzmatch: an affordable action");
    plan.push(action);
    have -= action.activity;
    if (recoversAfter(r, slot.recovery)) have += slot.energy;
  }
  return plan;
}

/** Random style picks: two different styles to ADD and one of `discards` to DISCARD. */
export function randomPicks(
  rng: Rng,
  discards: readonly string[] = BLITZMATCH_STYLES,
): Pick<BlitzMatchStrategy, "add" | "discard"> {
  const a = rng.int(0, BLITZMATCH_STYLES.length - 1);
  let b = rng.int(0, BLITZMATCH_STYLES.length - 2);
  if (b >= a) b++;
  return {
    add: [
      defined(BLITZMATCH_STYLES[a], "blitzmatch: a style"),
      defined(BLITZMATCH_STYLES[b], "blitzmatch: a style"),
    ],
    discard: defined(discards[rng.int(0, discards.length - 1)], "blitzmatch: a style to discard"),
  };
}

/**
 * A random legal strategy for a slot.
 *
 * @example
 * ```ts
 * randomStrategy(MIGHTY_BLOB, 7, createRng(1)); // { add: [...], discard: ..., rounds: [7 actions] }
 * ```
 */
export function randomStrategy(slot: BlitzMatchSlot, rounds: number, rng: Rng): BlitzMatchStrategy {
  return { ...randomPicks(rng), rounds: randomRounds(slot, rounds, rng) };
}

/**
 * A random legal slot: the attributes bought in a random order, each at a random score the points
 * left can pay for (Recovery from 5 down), within `points` build points.
 *
 * @example
 * ```ts
 * slotCost(randomSlot(createRng(3), "Ace")).left >= 0; // true
 * ```
 */
export function randomSlot(rng: Rng, name = "Random", points = BUILD_POINTS): BlitzMatchSlot {
  const scores: Record<SlotAttribute, number> = freeScores();
  const order = [...SLOT_ATTRIBUTES];
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [order[i], order[j]] = [
      defined(order[j], "blitzmatch: an attribute"),
      defined(order[i], "blitzmatch: an attribute"),
    ];
  }
  let left = points;
  for (const a of order) {
    const column = costColumn(a);
    const base = costOf(column, scores[a]) ?? 0;
    const options: number[] = [];
    for (let s = 1; s <= 10; s++) {
      const c = costOf(column, s);
      if (c !== null && c - base <= left) options.push(s);
    }
    const pick = defined(options[rng.int(0, options.length - 1)], "blitzmatch: an affordable score");
    left -= (costOf(column, pick) ?? 0) - base;
    scores[a] = pick;
  }
  return { name, ...scores };
}
