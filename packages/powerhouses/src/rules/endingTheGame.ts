/**
 * Rules › How to Win and Ending the Game (docs/powerhouses/rules.md#the-match).
 *
 * Each wrestler starts with five dice and loses them one at a time. The moment a wrestler is worn down to a single die the match is over, and the other wrestler has
 * won it (no Come-Back from one die).
 */
import type { MatchResult } from "@ringside/core";
import { other, type Player } from "../players.js";
import type { EventSink, PowerhousesEvent } from "../types.js";
import { updateState, type MatchBody } from "../update.js";

/** Dice each wrestler starts with. */
export const STARTING_DICE = 5;

/** True when the wrestler is down to one die: the match is over, the attacker wins. */
export const isPinned = (left: number): boolean => left <= 1;

/** How every match ends. */
export const RESULT_DETAIL = "worn down to one die";

/** `winner` wore the other wrestler down to one die: the match is over. */
export function pinned(state: MatchBody, winner: Player, events: EventSink<PowerhousesEvent>): MatchBody {
  const loser = other(winner);
  const result: MatchResult<Player> = { winner, method: "pinfall", detail: RESULT_DETAIL };
  events.push({ type: "match-ended", winner, loser, result });
  return updateState(state, {
    diceLeft: { red: state.diceLeft.red, blue: state.diceLeft.blue, [loser]: 1 },
    phase: "over",
    roll: null,
    attack: null,
    result,
  });
}
