/**
 * The Action Phase (Super Dice › Action Phase): the heroes take turns; on his turn a hero
 * activates one power, or assigns one of his dice to attack or defense, or passes. Every die in
 * play must end up assigned, so a hero may pass only when all of his are; two passes in a row end
 * the phase. Assignments are final unless a power moves the die.
 */
import type { SuperDiceMove } from "../moves.js";
import { other, type Side, type SuperDiceDie, type SuperDicePlayer, type SuperDiceState } from "../types.js";
import { anyLive, dieById, isLive } from "./legend.js";
import { activations } from "./powerUse.js";
import { SIDES } from "./targets.js";

/** True when every die `p` holds in play has a side. */
export function allAssigned(state: SuperDiceState, p: SuperDicePlayer): boolean {
  return !anyLive(state, p, unassigned);
}

/** The die has no side yet. */
const unassigned = (d: SuperDiceDie): boolean => d.side === null;

/** The assignments `p` may make now. */
export function assignments(state: SuperDiceState, p: SuperDicePlayer): SuperDiceMove[] {
  const out: SuperDiceMove[] = [];
  for (const d of state.table) {
    if (!isLive(d, p) || d.side !== null) continue;
    for (const side of SIDES)
      if (d.only === null || d.only === side) out.push({ type: "assign", die: d.id, side });
  }
  return out;
}

/** Every legal action of the hero whose turn it is. */
export function actionMoves(state: SuperDiceState, p: SuperDicePlayer): SuperDiceMove[] {
  const out: SuperDiceMove[] = activations(state, p);
  for (const move of assignments(state, p)) out.push(move);
  if (allAssigned(state, p)) out.push({ type: "pass" });
  return out;
}

/** Assigns one die (legal: checked by the caller). */
export function assignDie(state: SuperDiceState, id: number, side: Side): void {
  dieById(state, id).side = side;
  state.last = null;
  state.passes = 0;
}

/** After an action: the other hero acts next; the second pass in a row ends the phase. */
export function nextActor(state: SuperDiceState, passed: boolean): void {
  state.passes = passed ? state.passes + 1 : 0;
  if (passed) state.last = null;
  if (state.passes >= 2) {
    state.phase = "damage";
    state.actor = null;
  } else if (state.actor !== null) {
    state.actor = other(state.actor);
  }
}
