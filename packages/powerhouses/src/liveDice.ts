import { openDice, type DiceSource, type DiceState } from "@ringside/core";

/*
 * Reopening a saved RNG for every move is the engine's main cost. The last source this module
 * saved is kept with the exact state object it returned: when the next move comes with that very
 * object (the usual sequential match), the source is taken over instead of reopened, and the slot
 * is cleared so that a second move from the same state (a branch, a retry) reopens from the saved
 * JSON. Either way the dice are identical: this is a cache, never a second source of truth.
 */
let lastState: DiceState | null = null;
let lastSource: DiceSource | null = null;

/** Opens the dice of a state (see {@link openDice}), reusing the live source when it is current. */
export function openLive(state: DiceState): DiceSource {
  if (state === lastState && lastSource !== null) {
    const source = lastSource;
    lastState = null;
    lastSource = null;
    return source;
  }
  return openDice(state);
}

/** Saves a source's state and keeps the source for the next {@link openLive} of that state. */
export function saveLive(source: DiceSource): DiceState {
  const state = source.save();
  lastState = state;
  lastSource = source;
  return state;
}
