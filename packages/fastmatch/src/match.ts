/*
 * Playing a match by the readable rules (./rules/): a working copy of the state, one round after the
 * other, and the plain state back. Internal: the Game API's `advance`, `resolveMatch` and the sample
 * runner go through here.
 */
import type { DiceSource } from "@ringside/core";
import type { FastMatchEvent } from "./events.js";
import { roundContext } from "./rules/context.js";
import { playRound } from "./rules/round.js";
import type { FastMatchState } from "./state.js";
import { stateOf, workCopy } from "./work.js";

/**
 * Plays a match under way with an open dice source, to its end or (`once`) for one round, and
 * returns the state after it with the dice saved. Events go to `events` (null: none are built).
 */
export function playByRules(
  state: FastMatchState,
  dice: DiceSource,
  events: FastMatchEvent[] | null,
  once: boolean,
): FastMatchState {
  const work = workCopy(state);
  const ctx = roundContext(work, dice, events);
  do playRound(ctx);
  while (!once && work.result === null);
  return stateOf(work, dice);
}
