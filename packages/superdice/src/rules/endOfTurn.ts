/**
 * The end of the turn (Super Dice › Damage Phase, last line): every switched or stolen die goes
 * back to its owner, and a summoned die leaves the table.
 */
import type { EventSink } from "@ringside/core";
import type { SuperDiceEvent } from "../moves.js";
import type { SuperDiceState } from "../types.js";

/** Returns borrowed dice to their owners; emits which dice went back. */
export function returnDice(state: SuperDiceState, events: EventSink<SuperDiceEvent>): void {
  const moved = state.table.filter((d) => d.holder !== d.owner).map((d) => d.id);
  for (const d of state.table) d.holder = d.owner;
  state.table = state.table.filter((d) => !d.extra);
  if (moved.length > 0) events.push({ type: "dice-returned", dice: moved });
}
