/**
 * What the bots use to look ahead: the rules run on a copy of what they see, with dice drawn from
 * the bot's own random stream (never the match's dice, so a bot cannot see dice to come).
 */
import type { DiceSource, Rng } from "@ringside/core";
import { cloneState } from "../clone.js";
import type { SuperDiceView } from "../types.js";
import type { SuperDiceMove } from "../moves.js";
import { applyAction, playMove } from "../rules/match.js";
import type { SuperDicePlayer, SuperDiceState } from "../types.js";

/** A dice source over the bot's own RNG (its save is a placeholder: bots never store it). */
export function botDice(rng: Rng): DiceSource {
  return {
    int: (min, max) => rng.int(min, max),
    save: () => ({ kind: "scripted", faces: [], next: 0 }),
  };
}

/** The view as a working state for the rules. */
export function asState(view: SuperDiceView): SuperDiceState {
  return cloneState({ ...view, dice: { kind: "scripted", faces: [], next: 0 } });
}

/** The state after `move`, rolled with `dice`. */
export function after(
  state: SuperDiceState,
  p: SuperDicePlayer,
  move: SuperDiceMove,
  dice: DiceSource,
): SuperDiceState {
  const work = cloneState(state);
  if (move.type === "activate" || move.type === "assign" || move.type === "pass")
    // The bot's own dice read no label.
    applyAction(work, p, move, () => dice.int(1, 6));
  else playMove(work, p, move, dice, []);
  return work;
}

/** True when the move rolls dice (its outcome is a chance node). */
export function rolls(move: SuperDiceMove): boolean {
  if (move.type !== "activate") return false;
  const id = move.as ?? move.power;
  return (
    id === "shape-shift" ||
    id === "illusions" ||
    id === "telekinesis" ||
    id === "enhanced-senses" ||
    id === "time-travel" ||
    id === "internal-reserves" ||
    id === "summon"
  );
}
