/**
 * The Action Phase (Super Dice › Action Phase): the heroes take turns; on his turn a hero
 * activates one power, or assigns one of his dice to attack or defense, or passes. Every die in
 * play must end up assigned, so a hero may pass only when all of his are; two passes in a row end
 * the phase. Assignments are final unless a power moves the die.
 */
import type { PowerTarget } from "../data/power.js";
import type { PowerId } from "../data/powerIds.js";
import type { SuperDiceMove } from "../moves.js";
import { other, type Side, type SuperDicePlayer, type SuperDiceState } from "../types.js";
import { dieById, isLive } from "./legend.js";
import { activation, listActivations, type UseList } from "./powerUse.js";
import { SIDES } from "./targets.js";

/**
 * Where the legal actions of the Action Phase are listed, in their order: the powers' uses (see
 * {@link UseList}), then the assignments, then the pass. {@link actionMoves} builds them as moves;
 * the fast path counts them and builds only the one its random bot draws.
 */
export interface ActionList extends UseList {
  /** Putting die `die` (unassigned, in play) on `side`. */
  assign(die: number, side: Side): void;
  /** Passing (every die of the hero in play is assigned). */
  pass(): void;
}

/**
 * Lists the assignments `p` may make now: each unassigned die in play, on each side it may take
 * (every such die may take one side at least). Returns how many dice are still unassigned.
 */
export function listAssignments(state: SuperDiceState, p: SuperDicePlayer, list: ActionList): number {
  let unassigned = 0;
  for (const d of state.table) {
    if (!isLive(d, p) || d.side !== null) continue;
    unassigned++;
    for (const side of SIDES) if (d.only === null || d.only === side) list.assign(d.id, side);
  }
  return unassigned;
}

/** Lists every legal action of the hero whose turn it is into `list`. */
export function listActions(state: SuperDiceState, p: SuperDicePlayer, list: ActionList): void {
  listActivations(state, p, list);
  // He may pass only when every die of his in play is assigned (nothing left to assign).
  if (listAssignments(state, p, list) === 0) list.pass();
}

/** Builds every listed action as a move, in order. */
class MoveList implements ActionList {
  readonly moves: SuperDiceMove[] = [];
  uses(power: PowerId, as: PowerId | undefined, targets: readonly PowerTarget[]): void {
    for (const t of targets) this.moves.push(activation(power, as, t));
  }
  assign(die: number, side: Side): void {
    this.moves.push({ type: "assign", die, side });
  }
  pass(): void {
    this.moves.push({ type: "pass" });
  }
}

/** The assignments `p` may make now. */
export function assignments(state: SuperDiceState, p: SuperDicePlayer): SuperDiceMove[] {
  const list = new MoveList();
  listAssignments(state, p, list);
  return list.moves;
}

/** Every legal action of the hero whose turn it is. */
export function actionMoves(state: SuperDiceState, p: SuperDicePlayer): SuperDiceMove[] {
  const list = new MoveList();
  listActions(state, p, list);
  return list.moves;
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
