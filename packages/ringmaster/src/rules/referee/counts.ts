/**
 * The referee's counts (RingMaster › The referee, text ¶121–¶122): outside the ring, in a choke,
 * stalling on the top rope, the illegal man in a tag match. The referee first notices and warns;
 * the count starts the next round; at the end of each counting round 1d6 is added, and a total
 * higher than the count's limit makes him act (a disqualification, or a count-out for the wrestler
 * outside). The limits are Ringside's completion (`data/referee.ts`).
 * Docs: `docs/ringmaster/referee.md#counts`.
 */
import { d6, type DiceSource } from "@ringside/core";
import { COUNT_LIMITS, type CountKind } from "../../data/referee.js";

/** A count in progress. */
export interface Count {
  /** What is counted. */
  readonly kind: CountKind;
  /** The count so far (0 on the round it was announced). */
  readonly value: number;
  /** It began this round: the first die is rolled at the end of the next one (¶122). */
  readonly fresh: boolean;
}

/** Starts a count (after the warning that announces it). */
export function startCount(kind: CountKind): Count {
  return { kind, value: 0, fresh: true };
}

/** The end of a round for a count: a fresh count only starts; otherwise 1d6 is added and compared with the limit. */
export function countRound(
  dice: DiceSource,
  count: Count,
  limit: number = COUNT_LIMITS[count.kind],
): { readonly count: Count; readonly roll: number | null; readonly over: boolean } {
  if (count.fresh) return { count: { ...count, fresh: false }, roll: null, over: false };
  const roll = d6(dice, `${count.kind} count`);
  const value = count.value + roll;
  return { count: { ...count, value }, roll, over: value > limit };
}
