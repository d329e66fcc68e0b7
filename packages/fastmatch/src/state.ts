import type { MatchResult, MatchStateBase } from "@ringside/core";
import type { Attribute, Attributes } from "./data/attributes.js";
import type { Specialty } from "./data/charts.js";
import type { Side } from "./events.js";
import type { Grid, GridCell } from "./data/grid.js";
import type { Finish, GridChoice, RoundAction } from "./sheets.js";
import type { Style } from "./data/styles.js";

/** One wrestler during a match. */
export interface WrestlerState {
  readonly name: string;
  readonly styles: readonly Style[];
  readonly wildBrawler: boolean;
  readonly cheater: boolean;
  readonly finisherName: string | null;
  readonly manager: string | null;
  /** The sheet's pronouns for the write-up (null: neutral, they/them). */
  readonly pronouns: string | null;
  /** The attributes at the bell before strategy points (maximums after injuries, or a lower condition). */
  readonly base: Attributes;
  /** The attributes at the bell: {@link WrestlerState.base} plus strategy points. */
  readonly start: Attributes;
  /** The attributes now. */
  readonly now: Attributes;
  /** TEC never drops below this (half its starting value, rounded up). */
  readonly tecFloor: number;
  /** Injury points by attribute, those carried in plus those suffered in this match. */
  readonly injuries: Readonly<Partial<Record<Attribute, number>>>;
  /** Injury points suffered in this match. */
  readonly newInjuries: number;
  /** Strategy points toward injury (0–2): they lower the injury roll of this wrestler's victims. */
  readonly injuryPoints: number;
  /** The grid choice against each opponent, by name. */
  readonly choices: Readonly<Record<string, GridChoice>>;
}

/** One side during a match. */
export interface SideState {
  readonly name: string;
  readonly wrestlers: readonly WrestlerState[];
  readonly teamwork: number;
  readonly teamworkStart: number;
  /** The referee's awareness of this side's cheating. */
  readonly awareness: number;
  readonly warnings: number;
  readonly finish: Finish;
  readonly rounds: readonly RoundAction[];
}

/** One pairing of a challenger wrestler with a defender wrestler: its match type and style bonuses. */
export interface PairingInfo {
  readonly cell: GridCell;
  /** +1 for each side whose wrestler has a style that fits this match type. */
  readonly styles: readonly [number, number];
}

/** The whole state of a FastMatch! singles or team match: plain JSON, carrying its dice. */
export interface FastMatchState extends MatchStateBase {
  readonly game: "fastmatch";
  readonly kind: "singles" | "tag" | "six-man";
  readonly grid: Grid;
  readonly timeLimit: number;
  readonly specialty: Specialty;
  readonly doubledAttribute: "twice" | "once";
  readonly injuryModifier: number;
  /** Rounds fought so far. */
  readonly round: number;
  /** True when the next round is fought outside the ring. */
  readonly outside: boolean;
  readonly sides: readonly [SideState, SideState];
  /** `pairings[i][j]`: challenger wrestler `i` against defender wrestler `j`, worked out at the bell. */
  readonly pairings: readonly (readonly PairingInfo[])[];
  readonly result: MatchResult<Side> | null;
}
