/**
 * Rules › The Take-Down (docs/powerhouses/rules.md#the-match).
 *
 * Both wrestlers roll until they go bust (red first); the higher total attacks first. The text does
 * not say what a tie does: by default both roll again, or (option `takeDownTie: "red-corner"`) the
 * red corner attacks first (see the Interpretations page).
 */
import { defined } from "@ringside/core";
import type { Player } from "../players.js";
import { startRoll } from "../rollTypes.js";
import type { EventSink, PowerhousesEvent } from "../types.js";
import { updateState, type MatchBody } from "../update.js";
import { startExchange } from "./turnSequence.js";

/** Who attacks first, or `"again"` for a tie rolled again. */
export function takeDownWinner(red: number, blue: number, rollAgain: boolean): Player | "again" {
  if (red > blue) return "red";
  if (blue > red) return "blue";
  return rollAgain ? "again" : "red";
}

/** A Take-Down roll ended with `total`: blue rolls next, or the higher total attacks first. */
export function takeDownRollEnded(
  state: MatchBody,
  roller: Player,
  total: number,
  events: EventSink<PowerhousesEvent>,
): MatchBody {
  const round = state.takeDown.round;
  if (roller === "red") {
    return updateState(state, {
      takeDown: { red: total, blue: null, round },
      roll: startRoll("blue", "take-down", state.diceLeft.blue),
    });
  }
  const red = defined(state.takeDown.red ?? undefined, "powerhouses: red's take-down total");
  const rollAgain = state.options.takeDownTie === "roll-again";
  const winner = takeDownWinner(red, total, rollAgain);
  if (red === total) {
    events.push({ type: "take-down-tied", total, round, settled: rollAgain ? "roll-again" : "red-corner" });
  } else {
    events.push({ type: "take-down-won", player: winner as Player, totals: { red, blue: total } });
  }
  if (winner === "again") {
    events.push({ type: "take-down-started", round: round + 1 });
    return updateState(state, {
      takeDown: { red: null, blue: null, round: round + 1 },
      roll: startRoll("red", "take-down", state.diceLeft.red),
    });
  }
  return startExchange(updateState(state, { takeDown: { red, blue: total, round } }), winner, events);
}
