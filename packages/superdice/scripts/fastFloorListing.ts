/**
 * What `fastFloor.mjs --listing` times beside `fastFloorEntry.ts` (bundled from the working tree
 * only): the fast path with an empty `onStep` hook, and with a hook that lists every Action Phase
 * decision a second time. The difference between the two is what listing the legal actions costs
 * a match.
 */
import { ActionTally } from "../src/actionTally.js";
import { runFast } from "../src/fast.js";
import type { SuperDiceState } from "../src/types.js";
import { bots, config } from "./fastFloorEntry.js";

export * from "./fastFloorEntry.js";

/** Does nothing before a step: what `onStep` itself costs, for {@link playFastListingTwice}. */
function noStep(): void {}

/** One fast-path match with an empty `onStep` hook: its step count. */
export function playFastHooked(seed: number): number {
  return runFast(config, seed, bots, seed, 100_000, noStep).steps;
}

const extra = new ActionTally();

/** Lists the Action Phase's legal actions once more, as the random bot's chooser lists them. */
function listAgain(state: SuperDiceState): void {
  if (state.phase === "action" && state.actor !== null) extra.list(state, state.actor);
}

/**
 * One fast-path match that lists every Action Phase decision twice (once more in `onStep`, which
 * leaves the state as it was): beside {@link playFastHooked}, the difference is what the listing
 * costs a match.
 */
export function playFastListingTwice(seed: number): number {
  return runFast(config, seed, bots, seed, 100_000, listAgain).steps;
}
