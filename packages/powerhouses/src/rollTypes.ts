/*
 * The roll sub-game as JSON: the roll a wrestler is making, its moves and its events (the rules
 * that change it are in rules/).
 */
import type { Ability } from "./abilities.js";
import type { Player } from "./players.js";

export type { Player } from "./players.js";

/** Why a wrestler is rolling: the Take-Down, an attack, a defence, or a practice roll. */
export type RollRole = "take-down" | "attack" | "defence" | "practice";

/**
 * One wrestler's rolling for one turn (the push-your-luck sub-game), as JSON.
 * - `ready`: the first roll of the turn is still to come;
 * - `choose`: the first roll gave equal largest sets and the player picks one (`choices`);
 * - `decide`: dice are set aside; the player rolls on (`free` dice) or calls it quits;
 * - `done`: the roll ended (`ended` says how) with `count` matches.
 */
export interface RollState {
  readonly player: Player;
  readonly role: RollRole;
  /** How many dice the wrestler rolls with (2..5). */
  readonly dice: number;
  readonly stage: "ready" | "choose" | "decide" | "done";
  /** The ability being pursued, once chosen. */
  readonly ability: Ability | null;
  /** Matches so far (after a bust: the final, reduced count). */
  readonly count: number;
  /** Dice to throw on the next roll. */
  readonly free: number;
  /** The faces of the latest roll. */
  readonly faces: readonly number[];
  /** The equal largest sets to choose from (stage `choose`). */
  readonly choices: readonly Ability[];
  readonly ended: "bust" | "quit" | null;
}

/** A decision inside a roll: pick one of the equal largest sets, roll on, or call it quits. */
export type RollMove =
  | { readonly type: "pursue"; readonly ability: Ability }
  | { readonly type: "roll" }
  | { readonly type: "quit" };

/** The roll-on move (one shared object). */
export const ROLL: RollMove = Object.freeze({ type: "roll" });
/** The call-it-quits move (one shared object). */
export const QUIT: RollMove = Object.freeze({ type: "quit" });

/** The pursue move of each ability (shared objects, so that a bot's pick is the legal move itself). */
export const PURSUE: Readonly<Record<Ability, RollMove>> = {
  Agility: Object.freeze({ type: "pursue", ability: "Agility" }),
  Brawling: Object.freeze({ type: "pursue", ability: "Brawling" }),
  "Martial Arts": Object.freeze({ type: "pursue", ability: "Martial Arts" }),
  Strength: Object.freeze({ type: "pursue", ability: "Strength" }),
  "Technical Ability": Object.freeze({ type: "pursue", ability: "Technical Ability" }),
};

/** Events of the roll sub-game. */
export type RollEvent =
  | {
      /** Dice were thrown; `matched` of them were set aside for `ability`. */
      readonly type: "rolled";
      readonly player: Player;
      readonly role: RollRole;
      readonly faces: readonly number[];
      readonly matched: number;
      readonly ability: Ability | null;
      readonly count: number;
      readonly free: number;
    }
  | {
      /** The first roll's set was fixed: the only largest one, or the player's pick among equals. */
      readonly type: "set-chosen";
      readonly player: Player;
      readonly ability: Ability;
      readonly size: number;
      readonly choices: readonly Ability[];
    }
  | {
      /** Every die matched: one stays aside and `reroll` dice may be thrown again. */
      readonly type: "over-the-top";
      readonly player: Player;
      readonly ability: Ability;
      readonly count: number;
      readonly reroll: number;
    }
  | {
      /** A roll without a match: the count drops by one (never below zero). */
      readonly type: "went-bust";
      readonly player: Player;
      readonly role: RollRole;
      readonly ability: Ability | null;
      readonly before: number;
      readonly count: number;
    }
  | {
      /** The player stopped rolling. */
      readonly type: "called-it-quits";
      readonly player: Player;
      readonly role: RollRole;
      readonly ability: Ability;
      readonly count: number;
    };

/** No abilities to choose from (one shared frozen list). */
export const NO_ABILITIES: readonly Ability[] = Object.freeze([]);
/** No faces thrown yet (one shared frozen list). */
const NO_FACES: readonly number[] = Object.freeze([]);

/** A fresh roll for one turn: nothing thrown yet. */
export function startRoll(player: Player, role: RollRole, dice: number): RollState {
  return {
    player,
    role,
    dice,
    stage: "ready",
    ability: null,
    count: 0,
    free: dice,
    faces: NO_FACES,
    choices: NO_ABILITIES,
    ended: null,
  };
}
