/*
 * Not a rule: how the rules make a new state or roll from the one before, with some fields
 * changed. A state the bots have seen is frozen, and V8 copies a frozen object by spread on a slow
 * path (several times the cost of a plain one), so these write every field out instead, in the
 * order the setup gives them (one object shape for every state). A new state leaves out the dice:
 * core saves them onto it once the step is over.
 */
import type { StateBody } from "@ringside/core";
import type { RollState } from "./rollTypes.js";
import type { PowerhousesState } from "./types.js";

/** A match state as the rules see and make it: everything but the saved dice, which core keeps. */
export type MatchBody = StateBody<PowerhousesState>;

/** The fields a rule may change in a match state. */
export type StateChanges = Partial<Omit<PowerhousesState, "dice">>;

/** The fields a rule may change in a roll. */
export type RollChanges = Partial<RollState>;

/** `state` with the fields of `changes` in place of its own (a field left out keeps its value). */
export function updateState(state: MatchBody, changes: StateChanges): MatchBody {
  return {
    options: changes.options ?? state.options,
    wrestlers: changes.wrestlers ?? state.wrestlers,
    diceLeft: changes.diceLeft ?? state.diceLeft,
    phase: changes.phase ?? state.phase,
    attacker: changes.attacker !== undefined ? changes.attacker : state.attacker,
    roll: changes.roll !== undefined ? changes.roll : state.roll,
    takeDown: changes.takeDown ?? state.takeDown,
    attack: changes.attack !== undefined ? changes.attack : state.attack,
    exchanges: changes.exchanges ?? state.exchanges,
    result: changes.result !== undefined ? changes.result : state.result,
  };
}

/** `roll` with the fields of `changes` in place of its own (a field left out keeps its value). */
export function updateRoll(roll: RollState, changes: RollChanges): RollState {
  return {
    player: changes.player ?? roll.player,
    role: changes.role ?? roll.role,
    dice: changes.dice ?? roll.dice,
    stage: changes.stage ?? roll.stage,
    ability: changes.ability !== undefined ? changes.ability : roll.ability,
    count: changes.count ?? roll.count,
    free: changes.free ?? roll.free,
    faces: changes.faces ?? roll.faces,
    choices: changes.choices ?? roll.choices,
    ended: changes.ended !== undefined ? changes.ended : roll.ended,
  };
}
