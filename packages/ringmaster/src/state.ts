/**
 * The JSON state of a RingMaster singles match, its moves and its events.
 */
import type { DiceState, MatchResult } from "@ringside/core";
import type { Position, WearDownLevel } from "./data/attributes.js";
import type { DerivedTraits } from "./data/traits.js";
import type { RingMasterOptions, RingMasterPlayer, RingMasterWrestler } from "./config.js";
import type { Injuries } from "./rules/injuries.js";
import type { PinBreak } from "./rules/pinfall.js";
import type { HoldBreak } from "./rules/holds.js";
import type { Side, Square } from "./rules/ring.js";
import type { CountKind, IllegalAction } from "./data/referee.js";

/** One wrestler during the match. */
export interface RingMasterCorner {
  /** His sheet. */
  readonly sheet: RingMasterWrestler;
  /** His derived traits (with Merits and Flaws). */
  readonly traits: DerivedTraits;
  /** Current Intensity. */
  readonly intensity: number;
  /** Current wear-down Level. */
  readonly level: WearDownLevel;
  /** Current Stun. */
  readonly stun: number;
  /** Impairment (the optional rule). */
  readonly impairment: number;
  /** His position. */
  readonly position: Position;
  /** His square. */
  readonly square: Square;
  /** The rope he stands on (a turnbuckle, 0 = the mat; ¶67). */
  readonly rope: number;
  /** He is running. */
  readonly running: boolean;
  /** Injury points by body part. */
  readonly injuries: Injuries;
  /** Out cold. */
  readonly out: boolean;
  /** Dazed: the next attack on him counts him helpless (¶79). */
  readonly dazed: boolean;
  /** Prestige gained in the match (playing to the crowd, flair). */
  readonly prestigeGained: number;
  /** The foreign object in his hand (¶39–¶43), or `null`. */
  readonly object: string | null;
  /** The side he was whipped toward, while he runs (absent: across the ring east–west, ¶66). */
  readonly whipped?: Side;
  /** Starred objects still hidden in his tights (¶43; absent: none). */
  readonly concealed?: readonly string[];
  /** Rounds he stays blinded by Powder (¶46; absent: 0). */
  readonly blind?: number;
  /** He dove to the floor and has not yet shaken off the landing's Stun: he cannot position his opponent (¶54). */
  readonly landing?: boolean;
}

/**
 * What an attacker adds to a maneuver when he declares it (completion › 10, the declaration): flair
 * (¶53), over the top rope (¶49), Leverage on a hold (¶38), a hold used as a resthold (¶103), a whip
 * into the steps, the railing or a post (¶40), a man in the corner not trapped there (¶34).
 */
export type AttackOption =
  | "flair"
  | "over-the-top"
  | "leverage"
  | "resthold"
  | "into-steps"
  | "into-railing"
  | "into-post"
  | "untrapped";

/** The attack options, in order. */
export const ATTACK_OPTIONS: readonly AttackOption[] = [
  "flair",
  "over-the-top",
  "leverage",
  "resthold",
  "into-steps",
  "into-railing",
  "into-post",
  "untrapped",
];

/** A pending attack waiting for the defender's response. */
export interface PendingAttack {
  /** The maneuver's name (as in the Arsenal). */
  readonly maneuver: string;
  /** A desperation move (¶36). */
  readonly desperation: boolean;
  /** The option declared with it, or `null`. */
  readonly option: AttackOption | null;
}

/** A pin in progress. */
export interface PinInProgress {
  /** Failed chances (a Botch counts two). */
  readonly failures: number;
  /** Chances in all. */
  readonly chances: number;
  /** Options used. */
  readonly used: readonly PinBreak[];
  /** The leg is hooked. */
  readonly hooked: boolean;
  /** From a pin-making maneuver. */
  readonly predicament: boolean;
  /** Covers before this one since the last attack. */
  readonly priorCovers: number;
  /** A Screwjob is on (−20% to break, ¶52). */
  readonly screwjob: boolean;
}

/** A hold in progress. */
export interface HoldInProgress {
  /** The hold's maneuver name. */
  readonly maneuver: string;
  /** The margin the hold was applied by (Counters must beat it, ¶113). */
  readonly margin: number;
  /** Damage done by this hold so far (the submission tally, ¶112). */
  readonly tally: number;
  /** Used as a resthold: −1 a die, the holder regains his REC a round (¶103). */
  readonly resthold: boolean;
  /** Leverage (¶38): not tried, still trying (a SAV check each round), or on (+1 Basic Die). */
  readonly leverage: "none" | "trying" | "on";
  /** The holder chooses before the next round: keep it, release it or move to a superset (absent: no). */
  readonly holderTurn?: boolean;
}

/** The last maneuver attempted, for repetition, supersets and chains. */
export interface LastManeuver {
  /** Who attempted it. */
  readonly by: RingMasterPlayer;
  /** Its name. */
  readonly maneuver: string;
  /** Consecutive attempts so far. */
  readonly attempts: number;
  /** It hit. */
  readonly hit: boolean;
}

/** What the match waits for. */
export type RingMasterPhase = "position" | "respond" | "pin" | "hold" | "over";

/** The JSON state. */
export interface RingMasterState {
  /** The dice. */
  readonly dice: DiceState;
  /** The options in force. */
  readonly options: RingMasterOptions;
  /** Both corners. */
  readonly corners: Readonly<Record<RingMasterPlayer, RingMasterCorner>>;
  /** Who has Advantage (the attacker). */
  readonly attacker: RingMasterPlayer;
  /** The phase. */
  readonly phase: RingMasterPhase;
  /** Rounds begun. */
  readonly round: number;
  /** Match time in seconds. */
  readonly seconds: number;
  /** The attacker's Action Points left this round. */
  readonly ap: number;
  /** Points his actions were short this round (−5% each). */
  readonly apShort: number;
  /** He has spent AP since his last successful BRA strike (breaks a chain). */
  readonly chain: boolean;
  /** The pending attack, in the respond phase. */
  readonly pending: PendingAttack | null;
  /** The pin, in the pin phase. */
  readonly pin: PinInProgress | null;
  /** The hold, in the hold phase. */
  readonly hold: HoldInProgress | null;
  /** The last maneuver attempted. */
  readonly last: LastManeuver | null;
  /** Who has +10% on his next attempt from a telegraphed Botch. */
  readonly telegraph: RingMasterPlayer | null;
  /** Covers since the attacker's last successful maneuver. */
  readonly covers: number;
  /** The next cover is free (a Bodypress or Splash hit, ¶71). */
  readonly freeCover: boolean;
  /** The last hit was the attacker's Finisher on a Winded or worse opponent (¶87). */
  readonly finisherPin: boolean;
  /** Counter uses this match, by wrestler and Counter (¶32). */
  readonly counterUses: Readonly<Record<RingMasterPlayer, Readonly<Record<string, number>>>>;
  /** Voluntary stalling rounds in a row. */
  readonly stalls: number;
  /** The first attack is Unopposed (an ambush, ¶18). */
  readonly unopposed: boolean;
  /** The result, once over. */
  readonly result: MatchResult<RingMasterPlayer> | null;
  /** The referee. */
  readonly referee: RefereeState;
  /** Turnovers left, by wrestler in the ring. */
  readonly turnovers: Readonly<Record<RingMasterPlayer, number>>;
  /** Rounds of Fired Up left. */
  readonly firedUp: Readonly<Record<RingMasterPlayer, number>>;
  /** The partners of a tag-team match, or `null` in singles. */
  readonly tag: TagState | null;
}

/** A count the referee is making (¶121–¶122). */
export interface RefereeCount {
  /** What he counts. */
  readonly kind: CountKind;
  /** Against whom. */
  readonly against: RingMasterPlayer;
  /** The total so far. */
  readonly value: number;
  /** Announced this round: the first die comes at the end of the next. */
  readonly fresh: boolean;
}

/** The referee's side of the state. */
export interface RefereeState {
  /** Rounds he stays distracted (0: watching). */
  readonly distracted: number;
  /** Warnings given to each side this match. */
  readonly warnings: Readonly<Record<RingMasterPlayer, number>>;
  /** A warning was just given: −5% on that side's next maneuver (¶51). */
  readonly shaken: Readonly<Record<RingMasterPlayer, boolean>>;
  /** His count, if he is counting. */
  readonly count: RefereeCount | null;
}

/** The tag-team side of the state: each team's partner on the apron. */
export interface TagState {
  /** The partner waiting in each team's corner. */
  readonly partners: Readonly<Record<RingMasterPlayer, RingMasterCorner>>;
  /** Turnovers the partners have left. */
  readonly partnerTurnovers: Readonly<Record<RingMasterPlayer, number>>;
  /** The referee's warnings to each partner on the apron: warnings go with the wrestler (¶118; absent: none). */
  readonly partnerWarnings?: Readonly<Record<RingMasterPlayer, number>>;
  /** Rounds each team's changeover has lasted (0: none going on, ¶133). */
  readonly changeover: Readonly<Record<RingMasterPlayer, number>>;
  /** The outgoing man stays in past the changeover round: the illegal man (¶121, ¶133). */
  readonly staying: Readonly<Record<RingMasterPlayer, boolean>>;
}

/** A move. */
export type RingMasterMove =
  | {
      readonly type: "attack";
      readonly maneuver: string;
      readonly desperation: boolean;
      /** Flair, over the top rope, Leverage or resthold (absent: none). */
      readonly option?: AttackOption;
    }
  | { readonly type: "step"; readonly to: Square; readonly drag: boolean }
  | { readonly type: "shift"; readonly who: "self" | "opponent"; readonly to: Position }
  | { readonly type: "run" }
  | {
      readonly type: "whip";
      /** The side he sends the man toward (absent: across the ring, away from the whipper's half). */
      readonly toward?: Side;
      /** He runs after the man and meets him at the ropes (¶66). */
      readonly follow?: boolean;
    }
  | { readonly type: "climb" }
  | { readonly type: "descend" }
  | {
      readonly type: "place";
      /** The turnbuckle's rope (default 3, the top). */
      readonly rope?: 1 | 2 | 3;
      /** Sat on it rather than stood (¶69). */
      readonly sit?: boolean;
    }
  | { readonly type: "shoulders" }
  | {
      readonly type: "cover";
      readonly hook: boolean;
      /** Try a Screwjob (a SAV check, −20% to break, ¶52). */
      readonly screwjob?: boolean;
    }
  | { readonly type: "grab"; readonly object: string }
  | { readonly type: "draw"; readonly object: string }
  | { readonly type: "crowd" }
  | { readonly type: "stall" }
  | { readonly type: "pass" }
  | { readonly type: "respond"; readonly counter: string | null; readonly answer: string | null }
  | { readonly type: "reverse"; readonly into: string }
  | { readonly type: "break-pin"; readonly option: PinBreak }
  | { readonly type: "break-hold"; readonly option: HoldBreak }
  | {
      readonly type: "turnover";
      readonly maneuver: string;
      readonly fireUp: boolean;
    }
  | { readonly type: "turnover-break" }
  | { readonly type: "tag"; readonly kind: "tag" | "blind" | "fake" }
  | { readonly type: "lunge-tag" }
  | { readonly type: "save"; readonly maneuver: string }
  | {
      readonly type: "double-team";
      readonly maneuver: string;
      /** The partner's maneuver when it differs from `maneuver` (the lower Skill + 10%, ¶140; absent: the same). */
      readonly partner?: string;
    }
  /** A lone wrestler's maneuver on both men of a team at once (¶141). */
  | { readonly type: "attack-both"; readonly maneuver: string }
  /** Keep the outgoing partner in past the changeover (`stay`), or send him out (¶133). */
  | { readonly type: "overstay"; readonly stay: boolean }
  | { readonly type: "distract-referee" }
  | { readonly type: "escape" }
  | { readonly type: "lunge-escape" }
  | { readonly type: "counter-hold"; readonly into: string }
  | { readonly type: "keep-hold" }
  | { readonly type: "release-hold" }
  | { readonly type: "superset-hold"; readonly into: string };

/** A check as events show it. */
export interface CheckEvent {
  /** The d100 roll. */
  readonly roll: number;
  /** The target. */
  readonly target: number;
  /** Its grade. */
  readonly grade: "ace" | "success" | "failure" | "botch";
}

/** An event. */
export type RingMasterEvent =
  | {
      readonly type: "bell";
      readonly attacker: RingMasterPlayer;
      readonly opening: string;
      readonly check?: readonly [CheckEvent, CheckEvent];
    }
  | {
      readonly type: "round";
      readonly round: number;
      readonly attacker: RingMasterPlayer;
      readonly ap: number;
      readonly seconds: number;
    }
  | {
      readonly type: "position";
      readonly by: RingMasterPlayer;
      readonly move: RingMasterMove;
      readonly cost: number;
      readonly short: number;
    }
  | {
      readonly type: "place";
      readonly by: RingMasterPlayer;
      readonly check: CheckEvent;
      readonly success: boolean;
      /** The height he ends at (a rope level), and where: a turnbuckle or the attacker's shoulders. */
      readonly rope?: number;
      readonly on?: "turnbuckle" | "shoulders";
    }
  | {
      readonly type: "declare";
      readonly by: RingMasterPlayer;
      readonly maneuver: string;
      readonly desperation: boolean;
      /** A maneuver outside his Arsenal, not one Flag from it (−10%, ¶48). */
      readonly improvised?: boolean;
    }
  | {
      readonly type: "counter";
      readonly by: RingMasterPlayer;
      readonly counter: string;
      /** A Reversal: `counter` names the maneuver he reversed into. */
      readonly reversal?: boolean;
      readonly result: "countered" | "attack" | "standoff";
      readonly attack: CheckEvent;
      readonly check: CheckEvent;
    }
  | {
      readonly type: "attempt";
      readonly by: RingMasterPlayer;
      readonly maneuver: string;
      readonly check: CheckEvent;
      readonly answer?: boolean;
    }
  | {
      readonly type: "hit";
      readonly by: RingMasterPlayer;
      readonly maneuver: string;
      readonly damage: number;
      readonly stun: number;
      readonly exertion: number;
      readonly injuries: number;
      readonly ace: boolean;
      readonly finisher: boolean;
      /** What a whip drove him into at ringside (¶40). */
      readonly into?: "steps" | "railing" | "post";
    }
  | { readonly type: "standoff"; readonly keeps: RingMasterPlayer }
  | { readonly type: "telegraphed"; readonly by: RingMasterPlayer }
  | { readonly type: "collision"; readonly damage: readonly [number, number]; readonly up: RingMasterPlayer }
  /**
   * Both men down after a collision: the referee counts both, each lifting a shoulder (red's check,
   * blue's; `null`: out cold); `pinned`: neither did, a double pin.
   */
  | {
      readonly type: "double-down";
      readonly checks: readonly [CheckEvent | null, CheckEvent | null];
      readonly pinned: boolean;
    }
  | { readonly type: "crash"; readonly by: RingMasterPlayer; readonly damage: number }
  | { readonly type: "advantage"; readonly to: RingMasterPlayer; readonly why: string }
  | { readonly type: "level"; readonly who: RingMasterPlayer; readonly level: WearDownLevel }
  | { readonly type: "out-cold"; readonly who: RingMasterPlayer; readonly noticed: boolean }
  | { readonly type: "wakes"; readonly who: RingMasterPlayer }
  | {
      readonly type: "cover";
      readonly by: RingMasterPlayer;
      readonly hook: boolean;
      readonly chances: number;
    }
  | {
      readonly type: "count";
      readonly count: number;
      readonly option: PinBreak;
      readonly check: CheckEvent | null;
      readonly broken: boolean;
    }
  | {
      readonly type: "hold-round";
      /** The break he tried, or "counter" for a failed Counter out of the hold. */
      readonly option: HoldBreak | "counter";
      readonly check: CheckEvent | null;
      readonly broken: boolean;
      readonly damage: number;
      readonly tally: number;
    }
  | { readonly type: "submission-check"; readonly check: CheckEvent; readonly submits: boolean }
  | {
      readonly type: "sleeper";
      readonly check: CheckEvent;
      readonly out: boolean;
      readonly armDrops: readonly CheckEvent[];
      readonly awake: boolean;
    }
  | { readonly type: "stall"; readonly by: RingMasterPlayer; readonly gained: number }
  | { readonly type: "crowd"; readonly by: RingMasterPlayer }
  | { readonly type: "flair"; readonly by: RingMasterPlayer }
  | { readonly type: "grab"; readonly by: RingMasterPlayer; readonly object: string }
  | {
      readonly type: "draw";
      readonly by: RingMasterPlayer;
      readonly object: string;
      /** The Conceal Object Trick's SAV check: made, nobody saw it come out. */
      readonly check: CheckEvent;
      readonly hidden: boolean;
    }
  | { readonly type: "blinded"; readonly who: RingMasterPlayer; readonly rounds: number }
  | {
      readonly type: "over-the-top";
      readonly by: RingMasterPlayer;
      readonly success: boolean;
      readonly damage: number;
    }
  | { readonly type: "dive"; readonly by: RingMasterPlayer; readonly damage: number }
  | {
      readonly type: "screwjob" | "leverage";
      readonly by: RingMasterPlayer;
      readonly check: CheckEvent;
      readonly success: boolean;
    }
  | {
      readonly type: "hold-counter";
      readonly by: RingMasterPlayer;
      readonly maneuver: string;
      readonly check: CheckEvent;
      readonly works: boolean;
    }
  | {
      readonly type: "hold-choice";
      readonly by: RingMasterPlayer;
      readonly choice: "keep" | "release" | "superset";
      /** The superset he moves into. */
      readonly into?: string;
    }
  | { readonly type: "time-limit"; readonly seconds: number }
  | {
      readonly type: "referee";
      readonly against: RingMasterPlayer;
      readonly action: IllegalAction;
      readonly check: CheckEvent | null;
      readonly noticed: boolean;
      readonly warnings: number;
      readonly sanction: "none" | "warning" | "disqualification";
    }
  | {
      readonly type: "distraction";
      readonly by: RingMasterPlayer;
      readonly check: CheckEvent;
      readonly distracted: boolean;
    }
  | {
      readonly type: "referee-count";
      readonly kind: CountKind;
      readonly against: RingMasterPlayer;
      readonly roll: number | null;
      readonly value: number;
      readonly over: boolean;
    }
  | {
      readonly type: "turnover";
      readonly by: RingMasterPlayer;
      readonly kind: "comeback" | "cheapshot";
      readonly use: "advantage" | "break-pin" | "break-hold";
      readonly firedUp: boolean;
      readonly left: number;
    }
  | {
      readonly type: "tag";
      readonly team: RingMasterPlayer;
      readonly kind: "tag" | "blind" | "fake" | "lunge";
      readonly check: CheckEvent | null;
      readonly made: boolean;
      readonly noticed?: boolean;
      readonly incoming: string;
    }
  | {
      readonly type: "save";
      readonly by: RingMasterPlayer;
      readonly attack: CheckEvent;
      readonly blocked: boolean;
      readonly saved: boolean;
    }
  | {
      readonly type: "escape";
      readonly by: RingMasterPlayer;
      readonly check: CheckEvent | null;
      readonly escaped: boolean;
    };

/**
 * What a player sees: the state without its dice and without the other side's hidden objects (the
 * `concealed` objects on the other side's corners and sheets, tag partners included); a spectator
 * (`null`) sees neither side's. The type is the state's without `dice`, as `concealed` is optional.
 */
export type RingMasterView = Omit<RingMasterState, "dice">;
