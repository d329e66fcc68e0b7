/*
 * Not a rule: which rule of src/rules/ a step of the match runs. The roll in progress is thrown or
 * decided on; once it ends, the phase it belongs to says what follows.
 */
import { defined, type DiceSource } from "@ringside/core";
import type { RollState } from "./rollTypes.js";
import { callItQuits } from "./rules/callingItQuits.js";
import type { EventSink, PowerhousesEvent, PowerhousesMove } from "./types.js";
import { defenceEnded } from "./rules/exchangeResult.js";
import { firstRoll, pickSet } from "./rules/largestSet.js";
import { rollOn } from "./rules/onARoll.js";
import { takeDownRollEnded } from "./rules/takeDown.js";
import { attackEnded } from "./rules/turnSequence.js";
import { updateState, type MatchBody } from "./update.js";

/** The match with its roll moved on to `roll`; a roll that ended hands over to its phase. */
function rolled(
  state: MatchBody,
  roll: RollState,
  dice: DiceSource,
  events: EventSink<PowerhousesEvent>,
): MatchBody {
  if (roll.stage !== "done") return updateState(state, { roll });
  if (state.phase === "take-down") return takeDownRollEnded(state, roll.player, roll.count, events);
  if (state.phase === "attack") return attackEnded(state, roll, events);
  return defenceEnded(state, roll, dice, events);
}

/**
 * One step of the match: a legal move of the roller (pick a set, roll on, call it quits), or with
 * `move` null the automatic step (the roll in progress throws the dice it is due).
 */
export function stepMatch(
  state: MatchBody,
  move: PowerhousesMove | null,
  dice: DiceSource,
  events: EventSink<PowerhousesEvent>,
): MatchBody {
  const roll = defined(state.roll ?? undefined, "powerhouses: the roll in progress");
  const wrestler = state.wrestlers[roll.player];
  if (move === null && roll.stage === "ready")
    return rolled(state, firstRoll(roll, wrestler, dice, events), dice, events);
  if (move === null || move.type === "roll")
    return rolled(state, rollOn(roll, wrestler, dice, events), dice, events);
  if (move.type === "pursue")
    return updateState(state, { roll: pickSet(roll, wrestler, move.ability, events) });
  return rolled(state, callItQuits(roll, events), dice, events);
}
