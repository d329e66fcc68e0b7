import { RingsideError, rollPool, type DiceSource } from "@ringside/core";
import { ABILITIES, FAN_SUPPORT, type Ability } from "./abilities.js";
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

type RollPatch = { -readonly [K in keyof RollState]?: RollState[K] };

/** A copy of `roll` with `patch` applied, always built with the same shape (fast in V8). */
function withRoll(roll: RollState, patch: RollPatch): RollState {
  return {
    player: roll.player,
    role: roll.role,
    dice: roll.dice,
    stage: patch.stage ?? roll.stage,
    ability: patch.ability !== undefined ? patch.ability : roll.ability,
    count: patch.count ?? roll.count,
    free: patch.free ?? roll.free,
    faces: patch.faces ?? roll.faces,
    choices: patch.choices ?? roll.choices,
    ended: patch.ended !== undefined ? patch.ended : roll.ended,
  };
}

/**
 * The size of the set each ability would make from these faces (Fan Support joins every set), in
 * the order of {@link ABILITIES}.
 */
export function setSizes(wrestler: Wrestler, faces: readonly number[]): number[] {
  const sizes = [0, 0, 0, 0, 0];
  let fans = 0;
  for (const face of faces) {
    const read = wrestler.faces[face - 1];
    if (read === FAN_SUPPORT) fans++;
    else if (read !== undefined) sizes[INDEX[read]]! += 1;
  }
  for (let i = 0; i < 5; i++) sizes[i]! += fans;
  return sizes;
}

const INDEX: Readonly<Record<Ability, number>> = {
  Agility: 0,
  Brawling: 1,
  "Martial Arts": 2,
  Strength: 3,
  "Technical Ability": 4,
};

/** The largest sets of a first roll: their size (0 when no two dice match) and their abilities. */
export function largestSets(
  wrestler: Wrestler,
  faces: readonly number[],
): { size: number; abilities: Ability[] } {
  const sizes = setSizes(wrestler, faces);
  let size = 0;
  for (const n of sizes) if (n > size) size = n;
  if (size < 2) return { size: 0, abilities: [] };
  const abilities: Ability[] = [];
  for (let i = 0; i < 5; i++) if (sizes[i] === size) abilities.push(ABILITIES[i]!);
  return { size, abilities };
}

/** How many of `faces` count for `ability` (its faces and Fan Support). */
export function matchingDice(wrestler: Wrestler, faces: readonly number[], ability: Ability): number {
  let n = 0;
  for (const face of faces) {
    const read = wrestler.faces[face - 1];
    if (read === ability || read === FAN_SUPPORT) n++;
  }
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

function setAside(roll: RollState, ability: Ability, size: number, events: RollEvent[]): RollState {
  let free = roll.dice - size;
  if (free === 0) {
    free = roll.dice - 1;
    events.push({ type: "over-the-top", player: roll.player, ability, count: size, reroll: free });
  }
  return withRoll(roll, { stage: "decide", ability, count: size, free, choices: [] });
}

function bust(roll: RollState, events: RollEvent[]): RollState {
  const count = Math.max(0, roll.count - 1);
  events.push({
    type: "went-bust",
    player: roll.player,
    role: roll.role,
    ability: roll.ability,
    before: roll.count,
    count,
  });
  return withRoll(roll, { stage: "done", count, ended: "bust", choices: [] });
}

/**
 * Throws the dice a roll is due: the first roll of a turn (stage `ready`, all dice), or the next
 * roll of the free dice (stage `decide`). Sets matches aside, handles Over the Top and Going Bust.
 */
export function throwDice(roll: RollState, wrestler: Wrestler, dice: DiceSource): RollStep {
  const events: RollEvent[] = [];
  if (roll.stage === "ready") {
    const faces = rollPool(dice, roll.dice, 6, `${roll.player} ${roll.role} first roll`);
    const { size, abilities } = largestSets(wrestler, faces);
    const ability = abilities.length === 1 ? abilities[0]! : null;
    events.push({
      type: "rolled",
      player: roll.player,
      role: roll.role,
      faces,
      matched: ability === null ? 0 : size,
      ability,
      count: ability === null ? 0 : size,
      free: ability === null ? roll.dice : roll.dice - size,
    });
    const thrown: RollState = withRoll(roll, { faces });
    if (size === 0) return { roll: bust(thrown, events), events };
    if (ability === null) return { roll: withRoll(thrown, { stage: "choose", choices: abilities }), events };
    events.push({ type: "set-chosen", player: roll.player, ability, size, choices: abilities });
    return { roll: setAside(thrown, ability, size, events), events };
  }
  if (roll.stage !== "decide" || roll.ability === null) {
    throw new RingsideError("ILLEGAL_MOVE", "powerhouses: no dice to throw", [
      {
        path: "roll.stage",
        message: `the roll is at stage "${roll.stage}"`,
        rule: "Powerhouses › On a Roll",
      },
    ]);
  }
  const faces = rollPool(dice, roll.free, 6, `${roll.player} ${roll.role} reroll`);
  const matched = matchingDice(wrestler, faces, roll.ability);
  const count = roll.count + matched;
  events.push({
    type: "rolled",
    player: roll.player,
    role: roll.role,
    faces,
    matched,
    ability: roll.ability,
    count,
    free: roll.free - matched,
  });
  const thrown: RollState = withRoll(roll, { faces });
  if (matched === 0) return { roll: bust(thrown, events), events };
  let free = roll.free - matched;
  if (free === 0) {
    free = roll.dice - 1;
    events.push({ type: "over-the-top", player: roll.player, ability: roll.ability, count, reroll: free });
  }
  return { roll: withRoll(thrown, { count, free }), events };
}

/**
 * Applies a decision to a roll: `pursue` one of the equal largest sets, or `quit`. (`roll` is
 * carried out by {@link throwDice}.) Throws `ILLEGAL_MOVE` when the move does not fit the stage.
 */
export function decideRoll(roll: RollState, wrestler: Wrestler, move: RollMove): RollStep {
  const events: RollEvent[] = [];
  if (move.type === "pursue" && roll.stage === "choose" && roll.choices.includes(move.ability)) {
    const { size } = largestSets(wrestler, roll.faces);
    events.push({
      type: "set-chosen",
      player: roll.player,
      ability: move.ability,
      size,
      choices: roll.choices,
    });
    return { roll: setAside(roll, move.ability, size, events), events };
  }
  if (move.type === "quit" && roll.stage === "decide" && roll.ability !== null && roll.role !== "take-down") {
    events.push({
      type: "called-it-quits",
      player: roll.player,
      role: roll.role,
      ability: roll.ability,
      count: roll.count,
    });
    return { roll: withRoll(roll, { stage: "done", ended: "quit" }), events };
  }
  throw new RingsideError("ILLEGAL_MOVE", "powerhouses: illegal roll decision", [
    {
      path: "move",
      message: `${JSON.stringify(move)} does not fit a roll at stage "${roll.stage}"`,
      rule: move.type === "pursue" ? RULE_FIRST : "Powerhouses › Calling It Quits",
    },
  ]);
}
