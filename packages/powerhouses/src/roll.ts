import { RingsideError, type DiceSource } from "@ringside/core";
import type { Ability } from "./abilities.js";
import { ABILITY_INDEX, rollCore, rollOf } from "./coreState.js";
import { CHOICES, largestOfFaces, sheetCodes } from "./matchCore.js";
import type { Wrestler } from "./sheet.js";

/** The two corners; red rolls first in the Take-Down. */
export type Player = "red" | "blue";

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

const RULE_FIRST = "Powerhouses › Rolling the Dice (largest match first)";

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
    faces: [],
    choices: [],
    ended: null,
  };
}

/**
 * The size of the set each ability would make from these faces (Fan Support joins every set), in
 * the order of `ABILITIES`.
 */
export function setSizes(wrestler: Wrestler, faces: readonly number[]): number[] {
  const hits = sheetCodes(wrestler).hits;
  const sizes = [0, 0, 0, 0, 0];
  for (const face of faces) {
    if (face >= 1 && face <= 6) for (let a = 0; a < 5; a++) sizes[a]! += hits[a * 6 + face - 1]!;
  }
  return sizes;
}

/** The largest sets of a first roll: their size (0 when no two dice match) and their abilities. */
export function largestSets(
  wrestler: Wrestler,
  faces: readonly number[],
): { size: number; abilities: Ability[] } {
  const sets = largestOfFaces(sheetCodes(wrestler), faces);
  return { size: sets >> 5, abilities: [...CHOICES[sets & 31]!] };
}

/** How many of `faces` count for `ability` (its faces and Fan Support). */
export function matchingDice(wrestler: Wrestler, faces: readonly number[], ability: Ability): number {
  const hits = sheetCodes(wrestler).hits;
  const at = ABILITY_INDEX[ability] * 6 - 1;
  let n = 0;
  for (const face of faces) if (face >= 1 && face <= 6) n += hits[face + at]!;
  return n;
}

/** The legal moves inside a roll (none while a roll is due or after it ended). */
export function rollMoves(roll: RollState): RollMove[] {
  if (roll.stage === "choose") return roll.choices.map((ability) => PURSUE[ability]);
  if (roll.stage === "decide" && roll.role !== "take-down") return [ROLL, QUIT];
  return [];
}

/** What {@link throwDice} and {@link decideRoll} give back: the new roll and what happened. */
export interface RollStep {
  readonly roll: RollState;
  readonly events: RollEvent[];
}

/**
 * Throws the dice a roll is due: the first roll of a turn (stage `ready`, all dice), or the next
 * roll of the free dice (stage `decide`). Sets matches aside, handles Over the Top and Going Bust.
 */
export function throwDice(roll: RollState, wrestler: Wrestler, dice: DiceSource): RollStep {
  if (roll.stage !== "ready" && (roll.stage !== "decide" || roll.ability === null)) {
    throw new RingsideError("ILLEGAL_MOVE", "powerhouses: no dice to throw", [
      {
        path: "roll.stage",
        message: `the roll is at stage "${roll.stage}"`,
        rule: "Powerhouses › On a Roll",
      },
    ]);
  }
  const events: RollEvent[] = [];
  const core = rollCore(roll, wrestler, events);
  core.dice = dice;
  core.throw();
  return { roll: rollOf(core), events };
}

/**
 * Applies a decision to a roll: `pursue` one of the equal largest sets, or `quit`. (`roll` is
 * carried out by {@link throwDice}.) Throws `ILLEGAL_MOVE` when the move does not fit the stage.
 */
export function decideRoll(roll: RollState, wrestler: Wrestler, move: RollMove): RollStep {
  const events: RollEvent[] = [];
  if (move.type === "pursue" && roll.stage === "choose" && roll.choices.includes(move.ability)) {
    const core = rollCore(roll, wrestler, events);
    core.pursue(ABILITY_INDEX[move.ability]);
    return { roll: rollOf(core), events };
  }
  if (move.type === "quit" && roll.stage === "decide" && roll.ability !== null && roll.role !== "take-down") {
    const core = rollCore(roll, wrestler, events);
    core.quit();
    return { roll: rollOf(core), events };
  }
  throw new RingsideError("ILLEGAL_MOVE", "powerhouses: illegal roll decision", [
    {
      path: "move",
      message: `${JSON.stringify(move)} does not fit a roll at stage "${roll.stage}"`,
      rule: move.type === "pursue" ? RULE_FIRST : "Powerhouses › Calling It Quits",
    },
  ]);
}
