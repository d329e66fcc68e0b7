/**
 * The strategies of BlitzMatch › Part IV, as the players would send them.
 *
 * @module
 */
import type { BlitzMatchStrategy, RoundAction } from "../types.js";

const D = (activity: 1 | 2 | 3): RoundAction => ({ attitude: "defensive", activity });
const N = (activity: 1 | 2 | 3): RoundAction => ({ attitude: "normal", activity });
const REST: RoundAction = { attitude: "rest-hold", activity: 0 };
const HR3: RoundAction = { attitude: "high-risk", activity: 3 };

/** The Mighty Blob's round actions in both Part IV matches. */
export const BLOB_ROUNDS: readonly RoundAction[] = [D(1), D(1), D(1), N(3), REST, N(3), N(3)];
/** Power Fist's round actions in both Part IV matches. */
export const FIST_ROUNDS: readonly RoundAction[] = [HR3, D(1), REST, REST, D(1), N(2), N(1)];

/** The Blob's strategy for the first match: +Weight +Power -Technical. */
export const BLOB_FIRST: BlitzMatchStrategy = {
  add: ["weight", "power"],
  discard: "technical",
  rounds: BLOB_ROUNDS,
};
/** Power Fist's strategy for the first match: +Martial Arts +Power -High-Flying. */
export const FIST_FIRST: BlitzMatchStrategy = {
  add: ["martialArts", "power"],
  discard: "highFlying",
  rounds: FIST_ROUNDS,
};
/** The Blob's strategy for the rematch: +Weight +Power -Martial Arts. */
export const BLOB_REMATCH: BlitzMatchStrategy = {
  add: ["weight", "power"],
  discard: "martialArts",
  rounds: BLOB_ROUNDS,
};
/** Power Fist's strategy for the rematch: +Martial Arts +Brawling -Weight. */
export const FIST_REMATCH: BlitzMatchStrategy = {
  add: ["martialArts", "brawling"],
  discard: "weight",
  rounds: FIST_ROUNDS,
};
