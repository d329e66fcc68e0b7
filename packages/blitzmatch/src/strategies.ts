/**
 * Making legal strategies: random ones (for the advisor's search, property tests and bots' odds)
 * and the track-respecting round plans behind them.
 *
 * @module
 */
import type { Rng } from "@ringside/core";
import { recoversAfter } from "./rules/energyTrack.js";
import { ROUND_ACTIONS } from "./rules/roundActions.js";
import {
  BLITZMATCH_STYLES,
  type BlitzMatchSlot,
  type BlitzMatchStrategy,
  type RoundAction,
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
    const action = affordable[rng.int(0, affordable.length - 1)]!;
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
    add: [BLITZMATCH_STYLES[a]!, BLITZMATCH_STYLES[b]!],
    discard: discards[rng.int(0, discards.length - 1)]!,
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
