/** The cage door (completion › 14): whether a man may use it now. */
import { POSITION_CATEGORY } from "../data/attributes.js";
import type { RingMasterPlayer } from "../config.js";
import type { RingMasterState } from "../state.js";
import { opponentOf } from "./common.js";

/**
 * The door may be used: the other man is down or out cold, so nobody stops him (completion › 14).
 *
 * @example
 * doorOpen(state, "red"); // true while blue is down or out cold
 */
export function doorOpen(s: Pick<RingMasterState, "corners">, p: RingMasterPlayer): boolean {
  const other = s.corners[opponentOf(p)];
  return other.out || POSITION_CATEGORY[other.position] !== "standing";
}
