/**
 * The events of a RingMaster match: what each step reports, for narrators, logs and tests.
 */
import type { RingMasterPlayer } from "./config.js";
import type { WearDownLevel } from "./data/attributes.js";
import type { CountKind, IllegalAction } from "./data/referee.js";
import type { HoldBreak } from "./rules/holds.js";
import type { PinBreak } from "./rules/pinfall.js";
import type { RingMasterMove } from "./state.js";

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
