/**
 * A bot that picks any legal move uniformly with its own RNG.
 */
import { randomBot as coreRandomBot, type Bot } from "@ringside/core";
import type { RingMasterView } from "../state.js";
import type { RingMasterMove } from "../state.js";

/** A uniformly random RingMaster bot (core's random bot, typed for RingMaster). */
export function randomBot(): Bot<RingMasterView, RingMasterMove> {
  return coreRandomBot<RingMasterView, RingMasterMove>();
}
