/**
 * The JSON state of a BlitzMatch match and its events.
 *
 * @module
 */
import type { MatchResult, MatchStateBase } from "@ringside/core";
import type { StyleEntry } from "./rules/styleList.js";
import type { BlitzMatchOptions, BlitzMatchSlot, BlitzMatchStrategy } from "./types.js";

/** A player id: the `id` a side is given in the config (e.g. `"red"`, `"blue"`). */
export type BlitzMatchPlayer = string;

/** One side during a match. */
export interface BlitzMatchSideState {
  readonly id: BlitzMatchPlayer;
  readonly slot: BlitzMatchSlot;
  readonly strategy: BlitzMatchStrategy;
  /** Match value (III.1.b). */
  readonly mv: number;
  /** Endurance at the bell (III.1.d). */
  readonly startEndurance: number;
  /** Endurance now (never below 0). */
  readonly endurance: number;
  /** Energy carried into the next round (II.2.a). */
  readonly energy: number;
  /** True once eliminated (rumble-style matches only). */
  readonly out: boolean;
}

/** The state of a BlitzMatch match: plain JSON, carrying its dice. */
export interface BlitzMatchState extends MatchStateBase {
  readonly options: BlitzMatchOptions;
  readonly sides: readonly BlitzMatchSideState[];
  /** The final style list (III.1.a). */
  readonly list: readonly StyleEntry[];
  /** The index of the side with the advantage, or `null` (III.1.c). */
  readonly advantage: number | null;
  /** Rounds resolved so far. */
  readonly round: number;
  /** The result once the match is over. */
  readonly result: MatchResult<BlitzMatchPlayer> | null;
}

/** The bell: the pre-match bookkeeping (III.1). */
export interface BellEvent {
  readonly type: "bell";
  readonly list: readonly StyleEntry[];
  /** For each side in order: did its DISCARD take an entry out? */
  readonly discardHit: readonly boolean[];
  readonly sides: readonly {
    readonly id: string;
    readonly name: string;
    readonly mv: number;
    readonly endurance: number;
  }[];
  /** The id of the side with the advantage, or `null`. */
  readonly advantage: string | null;
}

/** One side's round total (III.2.a and III.2.b). */
export interface TotalEvent {
  readonly type: "total";
  readonly round: number;
  readonly side: string;
  /** The round action's short form, e.g. `"HR3"`. */
  readonly action: string;
  readonly energyBefore: number;
  readonly energyAfter: number;
  /** Endurance at the start of the round (the penalty is read from it). */
  readonly endurance: number;
  readonly dice: readonly number[];
  readonly rerolls: readonly number[];
  readonly counted: number;
  readonly defence: number;
  readonly advantage: number;
  readonly penalty: number;
  readonly total: number;
}

/** A comparison of totals and the damage it deals (III.2.c). */
export interface CompareEvent {
  readonly type: "compare";
  readonly round: number;
  /** The sides compared. */
  readonly sides: readonly string[];
  /** The round's winner, or `null` for a tie. */
  readonly winner: string | null;
  readonly margin: number;
  /** The buffer the winner had to overcome. */
  readonly buffer: number;
  /** Damage dealt, by side. */
  readonly damage: Readonly<Record<string, number>>;
  /** Endurance after the damage, by side. */
  readonly endurance: Readonly<Record<string, number>>;
}

/** One victory check (III.3.d). */
export interface VictoryCheckEvent {
  readonly type: "victory-check";
  readonly round: number;
  readonly by: string;
  readonly against: string;
  readonly dice: readonly [number, number];
  readonly again?: readonly [number, number];
  readonly reversal: boolean;
  readonly roll: number;
  readonly margin: number;
  readonly level: -1 | 0 | 1 | 2 | 3;
  readonly reading: string;
  readonly finished: boolean;
}

/** A side gets its starting Energy again at the end of a round (II.2.a). */
export interface RecoveryEvent {
  readonly type: "recovery";
  readonly round: number;
  readonly side: string;
  readonly energy: number;
}

/** A side leaves a match of more than two slots played to elimination. */
export interface EliminatedEvent {
  readonly type: "eliminated";
  readonly round: number;
  readonly side: string;
  readonly by: string;
}

/** The time limit passed (III.2): the match is a draw. */
export interface TimeLimitEvent {
  readonly type: "time-limit";
  readonly round: number;
}

/** Every event a BlitzMatch step emits (core adds its `match-over`). */
export type BlitzMatchEvent =
  | BellEvent
  | TotalEvent
  | CompareEvent
  | VictoryCheckEvent
  | RecoveryEvent
  | EliminatedEvent
  | TimeLimitEvent;
