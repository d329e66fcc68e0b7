import type { MatchOverEvent } from "@ringside/core";
import type { PowerId } from "./data/powerIds.js";
import type { Side, SuperDicePlayer } from "./types.js";

/**
 * One decision of one player:
 * - `pick`: take a power from the draft pool;
 * - `copy`: choose the power a new Sidekick copies;
 * - `first`: the initiative winner names who acts first in the Action Phase;
 * - `activate`: use a power, naming its dice (and side) where it chooses; `as` names the power a
 *   Mimic, Mystic Powers or Sidekick uses;
 * - `assign`: put one of your unassigned dice on attack or defense;
 * - `pass`: only when all your dice in play are assigned.
 */
export type SuperDiceMove =
  | { readonly type: "pick"; readonly power: PowerId }
  | { readonly type: "copy"; readonly power: PowerId }
  | { readonly type: "first"; readonly player: SuperDicePlayer }
  | {
      readonly type: "activate";
      readonly power: PowerId;
      readonly as?: PowerId;
      readonly dice?: readonly number[];
      readonly side?: Side;
    }
  | { readonly type: "assign"; readonly die: number; readonly side: Side }
  | { readonly type: "pass" };

/** The totals of one hero at the Damage Phase. */
export interface SuperDiceTotals {
  readonly attack: number;
  readonly defense: number;
}

/** What happens, in order. */
export type SuperDiceEvent =
  | { readonly type: "pool"; readonly powers: readonly PowerId[] }
  | {
      readonly type: "rolloff";
      readonly purpose: "draft" | "initiative";
      readonly rolls: readonly { readonly red: number; readonly blue: number }[];
      readonly winner: SuperDicePlayer;
    }
  | { readonly type: "pick"; readonly player: SuperDicePlayer; readonly power: PowerId }
  | {
      readonly type: "hero-ready";
      readonly player: SuperDicePlayer;
      readonly hits: number;
      readonly powers: readonly PowerId[];
    }
  | { readonly type: "copy"; readonly player: SuperDicePlayer; readonly power: PowerId }
  | { readonly type: "turn"; readonly turn: number }
  | {
      readonly type: "luck";
      readonly player: SuperDicePlayer;
      readonly rolled: readonly number[];
      readonly kept: readonly number[];
    }
  | {
      readonly type: "initiative";
      readonly totals: { readonly red: number; readonly blue: number };
      readonly winner: SuperDicePlayer;
    }
  | { readonly type: "first"; readonly player: SuperDicePlayer; readonly first: SuperDicePlayer }
  | {
      readonly type: "activate";
      readonly player: SuperDicePlayer;
      readonly power: PowerId;
      readonly as?: PowerId;
      readonly dice?: readonly number[];
      readonly side?: Side;
      /** Every die on the table after the power, as `id:value[side initial]@holder`. */
      readonly table: string;
    }
  | {
      readonly type: "assign";
      readonly player: SuperDicePlayer;
      readonly die: number;
      readonly value: number;
      readonly side: Side;
    }
  | { readonly type: "pass"; readonly player: SuperDicePlayer }
  | {
      readonly type: "damage";
      readonly totals: { readonly red: SuperDiceTotals; readonly blue: SuperDiceTotals };
      readonly damage: { readonly red: number; readonly blue: number };
    }
  | {
      readonly type: "end-effect";
      readonly player: SuperDicePlayer;
      readonly power: PowerId;
      readonly hits: number;
    }
  | {
      readonly type: "secret-identity";
      readonly player: SuperDicePlayer;
      readonly powers: readonly PowerId[];
    }
  | { readonly type: "dice-returned"; readonly dice: readonly number[] }
  | { readonly type: "hits"; readonly red: number; readonly blue: number }
  | MatchOverEvent<SuperDicePlayer>;
