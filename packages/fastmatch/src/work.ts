import type { DiceSource } from "@ringside/core";
import type { Attribute } from "./attributes.js";
import { playWorkRound } from "./core.js";
import type { FastMatchEvent } from "./events.js";
import type { FastMatchState, SideState, WrestlerState } from "./state.js";

/** A mutable working copy of a match, used while a round resolves (see {@link playRound}). */
type Mut<T> = { -readonly [K in keyof T]: T[K] };
type WorkWrestler = Mut<Omit<WrestlerState, "now" | "injuries">> & {
  now: Record<Attribute, number>;
  injuries: Partial<Record<Attribute, number>>;
};
type WorkSide = Mut<Omit<SideState, "wrestlers">> & { wrestlers: WorkWrestler[] };
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
    base: w.base,
    start: w.start,
    now: attributes(w.now),
    tecFloor: w.tecFloor,
    injuries: { ...w.injuries },
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

/** Where a round's events go: an array, or null when nobody asked for them (bulk resolution). */
export type EventSink = FastMatchEvent[] | null;

/**
 * Resolves one round in place on a working copy with an open dice source, appending events (pass
 * `null` for none: the dice and the result are the same): the teamwork roll and pairing (team
 * matches), the 3d6 exchange, the winner's chart with its shifts, damage and injury, pin/submission
 * or count-out checks, going outside, cheating checks, fatigue every ten rounds and the time limit.
 * It runs the engine's numeric core: loads the working copy, plays one round and writes the numbers
 * back (attributes, injuries, teamwork, awareness, warnings, round, place and result).
 */
export function playRound(work: WorkState, dice: DiceSource, events: EventSink): void {
  playWorkRound(work, dice, events);
}
