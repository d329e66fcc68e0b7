/**
 * Energy, Activity and Recovery (BlitzMatch › II.2.a, III.2.a): a slot starts with its Energy,
 * spends its activity every round, may never spend more than it has, and gets its starting Energy
 * again at the end of every `Recovery` rounds (the recovery chart). The whole track is known when
 * the strategy is written, so a strategy that overspends is refused with the round named.
 * Docs: /blitzmatch/rules#energy-and-recovery.
 *
 * @module
 */
import type { Problems } from "@ringside/core";
import type { RoundAction } from "../types.js";
import { RULE } from "./ruleNames.js";

/**
 * True when a slot with this Recovery gets its Energy again at the end of `round` (1-based).
 * Round 0 is the start of the match, where every slot gets its Energy: the chart's row 0.
 */
export function recoversAfter(round: number, recovery: number): boolean {
  if (round === 0) return true;
  return recovery > 0 && round % recovery === 0;
}

/** One round of an energy track. */
export interface EnergyRound {
  /** 1-based round number. */
  readonly round: number;
  /** Energy available at the start of the round. */
  readonly before: number;
  /** The activity spent. */
  readonly spent: number;
  /** Energy left after spending (negative when the strategy overspends). */
  readonly after: number;
  /** Energy recovered at the end of the round (0 or the starting Energy). */
  readonly recovered: number;
  /** Energy carried into the next round. */
  readonly carried: number;
}

/**
 * The energy track of a strategy, round by round, as a player writes it beside the strategy.
 *
 * @example
 * ```ts
 * energyTrack(6, 5, rounds).map((r) => r.after); // the Blob's track: [5, 4, 3, 0, 0, 3, 0]
 * ```
 */
export function energyTrack(
  energy: number,
  recovery: number,
  rounds: readonly RoundAction[],
): readonly EnergyRound[] {
  const track: EnergyRound[] = [];
  let have = energy;
  rounds.forEach((action, i) => {
    const round = i + 1;
    const after = have - action.activity;
    const recovered = recoversAfter(round, recovery) ? energy : 0;
    track.push({ round, before: have, spent: action.activity, after, recovered, carried: after + recovered });
    have = after + recovered;
  });
  return track;
}

/**
 * Checks a strategy's energy track: every round whose activity exceeds the Energy left is a
 * problem at `path.rounds[i]` naming the round (no deficit spending). A refused round spends
 * nothing, so later rounds are judged on what would be left.
 */
export function checkEnergyTrack(
  energy: number,
  recovery: number,
  rounds: readonly RoundAction[],
  problems: Problems,
  path: string,
): void {
  let have = energy;
  rounds.forEach((action, i) => {
    const round = i + 1;
    if (action.activity > have) {
      problems.add(
        `${path === "" ? "" : `${path}.`}rounds[${i}]`,
        `round ${round}: activity ${action.activity} needs ${action.activity} Energy but only ${have} is left (no deficit spending)`,
        RULE.energy,
      );
    } else {
      have -= action.activity;
    }
    if (recoversAfter(round, recovery)) have += energy;
  });
}
