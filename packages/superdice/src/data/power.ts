import type { Roll } from "../rules/roll.js";
import type { Side, SuperDicePlayer, SuperDiceState } from "../types.js";
import type { PowerId } from "./powerIds.js";

/** What a power does to dice, from the list's legend. */
export type PowerEffect = "convert" | "eliminate" | "steal" | "switch" | "reroll";

/**
 * One way to use an activated power now: the dice it names (in the order the power reads them,
 * e.g. `[mine, theirs]` for a switch) and, for powers that choose one, a side.
 */
export interface PowerTarget {
  readonly dice?: readonly number[];
  readonly side?: Side;
}

/** What an activated power's effect may touch: a working copy of the match and the dice. */
export interface PowerContext {
  /** A working copy of the state; the effect changes it in place. */
  readonly state: SuperDiceState;
  /** The hero using the power. */
  readonly me: SuperDicePlayer;
  /** Rolls one d6 with a label (rerolls, Summon). */
  readonly roll: Roll;
}

/** A power of the list as data, with the hooks that give it its effect. */
export interface PowerDef {
  readonly id: PowerId;
  /** The name as printed in the list. */
  readonly name: string;
  /** C (works without activation) or A (activated once a turn in the Action Phase). */
  readonly kind: "constant" | "activated";
  /** `*`: usable only while its user has at least one die showing 6. */
  readonly needsSix: boolean;
  /** `$`: the dice it changes are assigned by the power itself. */
  readonly assigns: boolean;
  /** Legend words the effect uses. */
  readonly effects: readonly PowerEffect[];
  /** Our own one-line wording. */
  readonly text: string;
  /** Every legal way to use it now (activated powers); empty when it has no target. */
  readonly targets?: ((state: SuperDiceState, me: SuperDicePlayer) => readonly PowerTarget[]) | undefined;
  /** Applies the effect for one of the targets. */
  readonly apply?: ((ctx: PowerContext, target: PowerTarget) => void) | undefined;
  /** Hits paid to use it (Internal Reserves 3, Mystic Powers 2); the hero must keep at least 1. */
  readonly cost?: number | undefined;
  /** Uses another power: any activated power of the list (Mystic Powers) or the opponent's (Mimic). */
  readonly borrows?: "any" | "opponent" | undefined;
  /** Constant: hits added at the start of the match (Made of Metal). */
  readonly extraHits?: number | undefined;
  /** Constant: added to the Initiative total (Super Speed). */
  readonly initiativeBonus?: number | undefined;
  /** Constant: added to each of the hero's dice when totals are counted (Super Costume). */
  readonly dieBonus?: number | undefined;
  /** Constant: extra dice rolled in the Luck Phase, the worst then set aside (Luck). */
  readonly luckExtra?: number | undefined;
  /** Constant: hits gained (positive, capped) or dealt to the opponent at the end of the Damage Phase. */
  readonly endOfDamage?: { readonly heal?: number; readonly drain?: number } | undefined;
}
