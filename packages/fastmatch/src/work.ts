import type { DiceSource } from "@ringside/core";
import { type Attribute } from "./data/attributes.js";
import type { FastMatchState, SideState, WrestlerState } from "./state.js";

/*
 * The mutable working copy a match is played on (internal: the round rules in ./rules/ change it in
 * place; the Game API and resolveMatch copy a state in and out).
 */

type Mut<T> = { -readonly [K in keyof T]: T[K] };
/**
 * A wrestler in play: its attributes change in place; its injury record is shared with the state it
 * came from and replaced (never changed) when an injury adds a point (./rules/injuries.ts).
 */
export type WorkWrestler = Mut<Omit<WrestlerState, "now">> & { now: Record<Attribute, number> };
export type WorkSide = Mut<Omit<SideState, "wrestlers">> & { wrestlers: WorkWrestler[] };
/** The working form of a match state. */
export type WorkState = Mut<Omit<FastMatchState, "sides">> & { sides: [WorkSide, WorkSide] };

/** The attributes in a fixed key order, so every working copy has one shape whatever the input's order. */
function attributes(a: Readonly<Record<Attribute, number>>): Record<Attribute, number> {
  return { STR: a.STR, AGI: a.AGI, SPD: a.SPD, END: a.END, TEC: a.TEC, WEI: a.WEI };
}

function wrestlerCopy(w: WrestlerState): WorkWrestler {
  return {
    name: w.name,
    styles: w.styles,
    wildBrawler: w.wildBrawler,
    cheater: w.cheater,
    finisherName: w.finisherName,
    manager: w.manager,
    pronouns: w.pronouns,
    base: w.base,
    start: w.start,
    now: attributes(w.now),
    tecFloor: w.tecFloor,
    injuries: w.injuries,
    newInjuries: w.newInjuries,
    injuryPoints: w.injuryPoints,
    choices: w.choices,
  };
}

function sideCopy(s: SideState): WorkSide {
  return {
    name: s.name,
    wrestlers: s.wrestlers.map(wrestlerCopy),
    teamwork: s.teamwork,
    teamworkStart: s.teamworkStart,
    awareness: s.awareness,
    warnings: s.warnings,
    finish: s.finish,
    rounds: s.rounds,
  };
}

/**
 * Copies a state into a working form that a round may change in place. Every copy is built field
 * by field in one order, so the round code always meets objects of the same shape (fast), whether
 * the state came from the bell, from a previous step or from JSON.
 */
export function workCopy(state: FastMatchState): WorkState {
  return {
    game: state.game,
    dice: state.dice,
    kind: state.kind,
    grid: state.grid,
    timeLimit: state.timeLimit,
    specialty: state.specialty,
    doubledAttribute: state.doubledAttribute,
    injuryModifier: state.injuryModifier,
    round: state.round,
    outside: state.outside,
    sides: [sideCopy(state.sides[0]), sideCopy(state.sides[1])],
    pairings: state.pairings,
    result: state.result,
  };
}

/** The plain state of a working copy, with the dice where play stopped. */
export function stateOf(work: WorkState, dice: DiceSource): FastMatchState {
  return { ...work, dice: dice.save() };
}
