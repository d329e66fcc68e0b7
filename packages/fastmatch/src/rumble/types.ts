/*
 * The Royal Rumble's data (FastMatch! 3.0, VIII "Royal Rumble Rules"): plans, entrants, state and
 * events. Docs: /fastmatch/rumble
 */
import type { MatchResult, MatchStateBase } from "@ringside/core";
import type { Attribute, Attributes } from "../data/attributes.js";
import type { Alignment } from "../sheets.js";
import type { CheatOutcome } from "../events.js";
import type { Style } from "../data/styles.js";
import type { Condition } from "../setup.js";

/** A Royal Rumble entrant's strategy: preferred targets in order, people to leave alone, cheating. */
export interface RumblePlan {
  readonly targets: readonly string[];
  readonly avoid: readonly string[];
  /** Fights dirty every round (each round risks a disqualification, which eliminates). */
  readonly cheat: boolean;
  /**
   * Run-ins: once eliminated, this wrestler comes back at the given round to interfere against the
   * named target (an extra attacker's +1 for the target's opponent that round).
   */
  readonly runIns: readonly RunIn[];
}

/** A run-in a rumble plan books: in round `round`, against `target`. */
export interface RunIn {
  readonly round: number;
  readonly target: string;
}

/** A Royal Rumble as booked: entrants in order of entry, with optional plans. */
export interface RumbleConfig {
  /** Characters as plain JSON, in the order they enter. */
  readonly entrants: readonly unknown[];
  /** Plans by wrestler name (all optional). */
  readonly plans?: Readonly<Record<string, unknown>>;
  /** Rounds between entrants (default 2). */
  readonly entryInterval?: number;
  /** A safety limit: after this many rounds the rumble is a draw (default 500). */
  readonly maxRounds?: number;
  /**
   * Starting attributes below the maximum, by entrant name, for a wrestler who already wrestled
   * tonight (e.g. `recoverBetweenMatches` after his earlier match). Each score is a whole number;
   * one above the wrestler's maximum (after injuries) is held at the maximum, and WEI never
   * changes, as in a singles or tag match. An entrant left out starts at his maximum.
   */
  readonly condition?: Condition;
}

/** One wrestler in a rumble. */
export interface RumbleWrestler {
  readonly name: string;
  readonly alignment: Alignment | null;
  readonly styles: readonly Style[];
  readonly cheater: boolean;
  readonly start: Attributes;
  readonly now: Attributes;
  readonly tecFloor: number;
  readonly injuries: Readonly<Partial<Record<Attribute, number>>>;
  readonly plan: RumblePlan;
  /** "waiting" to enter, "in" the ring, or "out" (eliminated). */
  readonly status: "waiting" | "in" | "out";
  readonly roundsIn: number;
  readonly awareness: number;
}

/** The state of a Royal Rumble: plain JSON carrying its dice. */
export interface RumbleState extends MatchStateBase {
  readonly game: "fastmatch-rumble";
  readonly round: number;
  readonly entryInterval: number;
  readonly maxRounds: number;
  readonly wrestlers: readonly RumbleWrestler[];
  readonly eliminated: readonly string[];
  readonly result: MatchResult<string> | null;
}

/** The events of a Royal Rumble. */
export type RumbleEvent =
  | { readonly type: "entry"; readonly round: number; readonly wrestler: string; readonly awareness: number }
  | {
      readonly type: "engagement";
      readonly round: number;
      readonly attackers: readonly string[];
      readonly defender: string;
      readonly how: "target" | "face-vs-heel" | "random" | "gang-up";
    }
  | {
      readonly type: "run-in";
      readonly round: number;
      /** The eliminated wrestler who runs back in. */
      readonly wrestler: string;
      readonly target: string;
    }
  | {
      readonly type: "exchange";
      readonly round: number;
      readonly attackers: readonly string[];
      readonly defender: string;
      readonly rolls: readonly [number, number];
      readonly bonus: number;
      readonly totals: readonly [number, number];
      readonly winner: string | null;
      readonly margin: number;
    }
  | {
      readonly type: "damage";
      readonly round: number;
      readonly wrestler: string;
      readonly target: Attribute;
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
      readonly injured: boolean;
    }
  | {
      readonly type: "toss";
      readonly round: number;
      readonly by: string;
      readonly wrestler: string;
      readonly rolls: readonly [number, number];
      readonly bonuses: readonly [number, number];
      readonly over: boolean;
    }
  | {
      readonly type: "save";
      readonly round: number;
      readonly wrestler: string;
      readonly roll: number;
      readonly needs: number;
      readonly saved: boolean;
    }
  | {
      readonly type: "cheat-check";
      readonly round: number;
      readonly wrestler: string;
      readonly roll: number;
      readonly awareness: number;
      readonly outcome: CheatOutcome;
    }
  | {
      readonly type: "elimination";
      readonly round: number;
      readonly wrestler: string;
      readonly how: "over the top" | "disqualified";
      readonly left: number;
    }
  | {
      readonly type: "fatigue";
      readonly round: number;
      readonly wrestler: string;
      readonly roll: number;
      readonly attribute: Attribute | null;
    }
  | { readonly type: "result"; readonly round: number; readonly result: MatchResult<string> };
