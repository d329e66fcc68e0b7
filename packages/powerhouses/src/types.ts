import type { MatchOverEvent, MatchResult, MatchStateBase } from "@ringside/core";
import type { Ability } from "./abilities.js";
import type { PowerhousesOptions } from "./options.js";
import type { Player, RollEvent, RollMove, RollState } from "./rollTypes.js";
import type { SheetInput, Wrestler } from "./sheet.js";

/** A match: the two sheets (red corner rolls first in the Take-Down) and optional readings. */
export interface PowerhousesConfig {
  readonly red: SheetInput;
  readonly blue: SheetInput;
  readonly options?: Partial<PowerhousesOptions>;
}

/** A move of Powerhouses of Wrestling!: every decision sits inside a roll. */
export type PowerhousesMove = RollMove;

/** The stage of the match. */
export type Phase = "take-down" | "attack" | "defence" | "over";

/** The full match state: plain JSON, with its dice. */
export interface PowerhousesState extends MatchStateBase {
  readonly options: PowerhousesOptions;
  readonly wrestlers: Readonly<Record<Player, Wrestler>>;
  /** Dice each wrestler still has (5 at the start; 1 ends the match). */
  readonly diceLeft: Readonly<Record<Player, number>>;
  readonly phase: Phase;
  /** The current attacker (`null` during the Take-Down). */
  readonly attacker: Player | null;
  /** The roll in progress (`null` once the match is over). */
  readonly roll: RollState | null;
  /** Take-Down totals so far (`null` until that wrestler went bust) and the Take-Down round. */
  readonly takeDown: { readonly red: number | null; readonly blue: number | null; readonly round: number };
  /** The attacker's announced total and ability, shown to the defender before rolling. */
  readonly attack: { readonly total: number; readonly ability: Ability | null } | null;
  /** Exchanges (attack + defence) completed. */
  readonly exchanges: number;
  readonly result: MatchResult<Player> | null;
}

/** Everything a player may see: the whole match except the dice to come. */
export interface PowerhousesView {
  /** Who is looking (`null` for a spectator). */
  readonly you: Player | null;
  readonly wrestlers: Readonly<Record<Player, Wrestler>>;
  readonly diceLeft: Readonly<Record<Player, number>>;
  readonly phase: Phase;
  readonly attacker: Player | null;
  readonly roll: RollState | null;
  readonly takeDown: PowerhousesState["takeDown"];
  readonly attack: PowerhousesState["attack"];
  readonly exchanges: number;
  readonly result: MatchResult<Player> | null;
  readonly options: PowerhousesOptions;
}

/** The events of a match: the roll events, the match's own, and core's terminal `match-over`. */
export type PowerhousesEvent =
  | RollEvent
  | MatchOverEvent<Player>
  | {
      /** A Take-Down round begins: both wrestlers roll until they go bust. */
      readonly type: "take-down-started";
      readonly round: number;
    }
  | {
      /** Both Take-Down totals were equal. */
      readonly type: "take-down-tied";
      readonly total: number;
      readonly round: number;
      readonly settled: "roll-again" | "red-corner";
    }
  | {
      /** The higher Take-Down total attacks first. */
      readonly type: "take-down-won";
      readonly player: Player;
      readonly totals: Readonly<Record<Player, number>>;
    }
  | {
      /** An exchange begins. */
      readonly type: "exchange-started";
      readonly exchange: number;
      readonly attacker: Player;
      readonly defender: Player;
    }
  | {
      /** A wrestler announces a total (and the maneuver it stands for). */
      readonly type: "announced";
      readonly player: Player;
      readonly role: "attack" | "defence";
      readonly ability: Ability | null;
      readonly count: number;
    }
  | {
      /** The attacker was higher: the defender discards a die. */
      readonly type: "wear-down";
      readonly attacker: Player;
      readonly defender: Player;
      readonly attackTotal: number;
      readonly defenceTotal: number;
      readonly diceLeft: number;
    }
  | {
      /** Equal totals: no damage, same attacker. */
      readonly type: "resistance";
      readonly attacker: Player;
      readonly defender: Player;
      readonly total: number;
    }
  | {
      /** The defender was higher: no damage, and the defender attacks next. */
      readonly type: "reversal";
      readonly attacker: Player;
      readonly defender: Player;
      readonly attackTotal: number;
      readonly defenceTotal: number;
    }
  | {
      /** Worn down to two dice: one roll, and a match wins a die back. */
      readonly type: "come-back";
      readonly player: Player;
      readonly faces: readonly number[];
      readonly matched: boolean;
      readonly diceLeft: number;
    }
  | {
      /** The opponent is down to one die. */
      readonly type: "match-ended";
      readonly winner: Player;
      readonly loser: Player;
      readonly result: MatchResult<Player>;
    };

/** The two corners of a Powerhouses match (`"red"` rolls first in the Take-Down). */
export type PowerhousesPlayer = Player;

/** How a Powerhouses match ended: always a pinfall, the loser worn down to one die. */
export type PowerhousesResult = MatchResult<Player>;

/** Where the rules put the events of a step: core's one event sink (an event list is one). */
export type { EventSink } from "@ringside/core";
