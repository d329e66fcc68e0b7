/**
 * Rules › Going Bust (docs/powerhouses/rules.md#one-turn-of-rolling).
 *
 * A throw without a single die for the pursued ability ends the turn and costs one from the count;
 * a first roll without a set ends it at zero.
 */
import type { EventSink } from "@ringside/core";
import { NO_ABILITIES, type RollEvent, type RollState } from "../rollTypes.js";
import { updateRoll } from "../update.js";

/** The total after going bust with `count` matches (never below zero). */
export const bustTotal = (count: number): number => (count > 0 ? count - 1 : 0);

/** The roll goes bust: it ends, one match fewer. `roll` holds the faces of the failed throw. */
export function goBust(roll: RollState, events: EventSink<RollEvent>): RollState {
  const count = bustTotal(roll.count);
  events.push({
    type: "went-bust",
    player: roll.player,
    role: roll.role,
    ability: roll.ability,
    before: roll.count,
    count,
  });
  return updateRoll(roll, { stage: "done", count, choices: NO_ABILITIES, ended: "bust" });
}
