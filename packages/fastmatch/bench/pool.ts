import { openDice, type DiceSource } from "@ringside/core";
import { fastmatch, type FastMatchSimulator, type FastMatchState } from "@ringside/fastmatch";
import { playByRules } from "../src/match.js";

/**
 * Every value the pool's matches draw, counted by replaying each match from its own state (its own
 * dice) through the readable rules (src/rules/) with a counting source: fatigue's attribute
 * pick and every teamwork or pairing roll included. Through the sources' copy of the rules, not the
 * built package the benches time: a counting source there would make its dice call sites see a
 * second kind of source, and every timed match would pay for that.
 */
export function diceRolled(states: readonly FastMatchState[]): number {
  let rolls = 0;
  for (const s of states) {
    const inner = openDice(s.dice);
    const counting: DiceSource = {
      int: (min, max, label) => (rolls++, inner.int(min, max, label)),
      save: () => inner.save(),
    };
    playByRules(s, counting, null, false);
  }
  return rolls;
}

/** The Game API, step by step: `advance` until the result, a fresh JSON state per round. */
export function advanceToEnd(start: FastMatchState): FastMatchState {
  let state = start;
  while (state.result === null) state = fastmatch.advance(state).state;
  return state;
}

/**
 * One timed sample of the bulk path: `n` matches of the pool from index `from` (wrapping), each
 * resolved by one simulator (the bulk path) and its result read, as a simulation would. Returns
 * how many were decided.
 */
export function resolveBatch(
  sim: FastMatchSimulator,
  states: readonly FastMatchState[],
  from: number,
  n: number,
): number {
  let decided = 0;
  for (let k = 0; k < n; k++)
    decided += sim.resolve(states[(from + k) % states.length]!).result.winner === null ? 0 : 1;
  return decided;
}
