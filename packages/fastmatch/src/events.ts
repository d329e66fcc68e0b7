import type { MatchOverEvent, MatchResult } from "@ringside/core";
import type { Attribute, Target } from "./data/attributes.js";
import type { ActionType } from "./data/actions.js";

/** The outcome of a 2d6 cheating check against the referee's awareness. */
export type CheatOutcome = "disqualified" | "warned" | "unnoticed";

/** The two sides of a match: the challenger (picks letters) and the defender (picks numbers). */
export type Side = "challenger" | "defender";

/** Every event the FastMatch! engine emits, in the order things happen. */
export type FastMatchEvent =
  | {
      readonly type: "bell";
      readonly sides: readonly [string, string];
      readonly awareness: readonly [number, number];
      readonly rolls: readonly [number, number];
    }
  | {
      readonly type: "teamwork";
      readonly round: number;
      readonly rolls: readonly [number, number];
      readonly totals: readonly [number, number];
      readonly winner: Side | null;
    }
  | {
      readonly type: "pairing";
      readonly round: number;
      readonly challenger: string;
      readonly defender: string;
      /** Net bonus: positive for the challenger's wrestler, negative for the defender's. */
      readonly bonus: number;
      readonly match: string;
      readonly candidates: number;
      readonly roll: number | null;
    }
  | {
      readonly type: "exchange";
      readonly round: number;
      readonly outside: boolean;
      readonly actors: readonly [string, string];
      readonly actions: readonly [ActionType, ActionType];
      readonly moves: readonly [string, string];
      readonly finishers: readonly [string | null, string | null];
      readonly illegal: readonly [boolean, boolean];
      readonly rolls: readonly [number, number];
      readonly bonus: number;
      readonly totals: readonly [number, number];
      readonly winner: Side | null;
      readonly margin: number;
      /** Rows moved toward stronger results (blown High Risk, winner's illegal action). */
      readonly shift: number;
    }
  | {
      readonly type: "damage";
      readonly round: number;
      readonly side: Side;
      readonly wrestler: string;
      readonly target: Target;
      readonly amount: number;
      readonly before: number;
      readonly after: number;
    }
  | {
      readonly type: "injury-roll";
      readonly round: number;
      readonly wrestler: string;
      readonly attribute: Attribute;
      readonly roll: number;
      readonly total: number;
      readonly damage: number;
      readonly injured: boolean;
    }
  | {
      readonly type: "fall";
      readonly round: number;
      readonly kind: "pin" | "submission";
      readonly attacker: string;
      readonly defender: string;
      readonly bonus: number;
      readonly rolls: readonly [number, number];
      readonly margin: number;
      readonly count: 0 | 1 | 2 | 3;
    }
  | {
      readonly type: "out-contest";
      readonly round: number;
      readonly rolls: readonly [number, number];
      readonly goesOut: boolean;
    }
  | {
      readonly type: "count-out";
      readonly round: number;
      readonly wrestler: string;
      readonly roll: number;
      readonly needs: number;
      readonly countedOut: boolean;
    }
  | {
      readonly type: "cheat-check";
      readonly round: number;
      readonly side: Side;
      readonly roll: number;
      readonly awareness: number;
      readonly outcome: CheatOutcome;
      readonly awarenessAfter: number;
    }
  | {
      readonly type: "fatigue";
      readonly round: number;
      readonly wrestler: string;
      readonly roll: number;
      readonly against: number;
      readonly attribute: Attribute | null;
    }
  | { readonly type: "result"; readonly round: number; readonly result: MatchResult<Side> }
  /** The terminal event every Ringside game ends with (after this game's own `result`). */
  | MatchOverEvent<Side>;
