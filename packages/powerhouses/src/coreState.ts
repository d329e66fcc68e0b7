import type { DiceState } from "@ringside/core";
import { ABILITIES, type Ability } from "./abilities.js";
import {
  CHOICES,
  CHOOSE,
  ENDED_NAMES,
  largestOfFaces,
  MatchCore,
  OVER,
  PHASE_NAMES,
  PLAYER_NAMES,
  ROLE_NAMES,
  sheetCodes,
  STAGE_NAMES,
  type SheetCodes,
} from "./matchCore.js";
import type { RollState } from "./roll.js";
import type { Wrestler } from "./sheet.js";
import type { PowerhousesEvent, PowerhousesState } from "./types.js";

/*
 * Copying JSON states in and out of the rules core: each step gets a fresh working copy (nothing
 * is shared between calls or matches).
 */

/** Index of each ability in ABILITIES. */
export const ABILITY_INDEX: Readonly<Record<Ability, number>> = {
  Agility: 0,
  Brawling: 1,
  "Martial Arts": 2,
  Strength: 3,
  "Technical Ability": 4,
};

const NO_CHOICES: readonly Ability[] = CHOICES[0]!;

/** Loads a roll into `core`, the roller's dice read through `codes`. */
function loadRoll(core: MatchCore, roll: RollState, codes: SheetCodes): void {
  const stage = STAGE_NAMES.indexOf(roll.stage);
  core.player = roll.player === "red" ? 0 : 1;
  core.role = ROLE_NAMES.indexOf(roll.role);
  core.codes = codes;
  core.n = roll.dice;
  core.stage = stage;
  core.ability = roll.ability === null ? -1 : ABILITY_INDEX[roll.ability];
  core.count = roll.count;
  core.free = roll.free;
  core.faces = roll.faces;
  let mask = 0;
  for (const a of roll.choices) mask |= 1 << ABILITY_INDEX[a];
  core.mask = mask;
  core.size = stage === CHOOSE ? largestOfFaces(codes, roll.faces) >> 5 : 0;
  core.ended = ENDED_NAMES.indexOf(roll.ended);
}

/** The roll a core holds, as JSON. */
export function rollOf(core: MatchCore): RollState {
  const stage = core.stage;
  return {
    player: PLAYER_NAMES[core.player]!,
    role: ROLE_NAMES[core.role]!,
    dice: core.n,
    stage: STAGE_NAMES[stage]!,
    ability: core.ability < 0 ? null : ABILITIES[core.ability]!,
    count: core.count,
    free: core.free,
    faces: core.faces,
    choices: stage === CHOOSE ? CHOICES[core.mask]! : NO_CHOICES,
    ended: ENDED_NAMES[core.ended]!,
  };
}

/**
 * The shared working copy holding one roll of `wrestler` (outside any match), with `events` as
 * its sink. Dice are opened by the caller.
 */
export function rollCore(roll: RollState, wrestler: Wrestler, events: PowerhousesEvent[]): MatchCore {
  const core = new MatchCore();
  loadRoll(core, roll, sheetCodes(wrestler));
  core.events = events;
  core.labels = true;
  return core;
}

/** The shared working copy loaded with a match state, `events` as its sink. */
export function matchCore(state: PowerhousesState, events: PowerhousesEvent[]): MatchCore {
  const core = new MatchCore();
  const wrestlers = state.wrestlers;
  core.red = sheetCodes(wrestlers.red);
  core.blue = sheetCodes(wrestlers.blue);
  const red = core.red;
  const blue = core.blue;
  core.rollAgain = state.options.takeDownTie === "roll-again";
  core.events = events;
  core.labels = state.dice.kind === "scripted";
  core.redDice = state.diceLeft.red;
  core.blueDice = state.diceLeft.blue;
  core.phase = PHASE_NAMES.indexOf(state.phase);
  core.attacker = state.attacker === null ? -1 : state.attacker === "red" ? 0 : 1;
  core.redTakeDown = state.takeDown.red ?? -1;
  core.blueTakeDown = state.takeDown.blue ?? -1;
  core.round = state.takeDown.round;
  const attack = state.attack;
  core.attackTotal = attack === null ? -1 : attack.total;
  core.attackAbility = attack === null || attack.ability === null ? -1 : ABILITY_INDEX[attack.ability];
  core.exchanges = state.exchanges;
  core.result = state.result;
  const roll = state.roll;
  if (roll !== null) loadRoll(core, roll, roll.player === "red" ? red : blue);
  return core;
}

/** The match a core holds, as the next JSON state (unchanged parts shared with `before`). */
export function matchOf(core: MatchCore, before: PowerhousesState, dice: DiceState): PowerhousesState {
  const left = before.diceLeft;
  const takeDown = before.takeDown;
  const attack = before.attack;
  const red = core.redTakeDown < 0 ? null : core.redTakeDown;
  const blue = core.blueTakeDown < 0 ? null : core.blueTakeDown;
  const ability = core.attackAbility < 0 ? null : ABILITIES[core.attackAbility]!;
  return {
    dice,
    options: before.options,
    wrestlers: before.wrestlers,
    diceLeft:
      left.red === core.redDice && left.blue === core.blueDice
        ? left
        : { red: core.redDice, blue: core.blueDice },
    phase: PHASE_NAMES[core.phase]!,
    attacker: core.attacker < 0 ? null : PLAYER_NAMES[core.attacker]!,
    roll: core.phase === OVER ? null : rollOf(core),
    takeDown:
      takeDown.red === red && takeDown.blue === blue && takeDown.round === core.round
        ? takeDown
        : { red, blue, round: core.round },
    attack:
      core.attackTotal < 0
        ? null
        : attack !== null && attack.total === core.attackTotal && attack.ability === ability
          ? attack
          : { total: core.attackTotal, ability },
    exchanges: core.exchanges,
    result: core.result,
  };
}
