import { createBotTag, type Bot } from "@ringside/core";
import type { RassleMove, RassleView } from "../types.js";

/** The fast policies this package's own bots play like. */
export type OwnPolicy = "random" | "heuristic";

/**
 * This package's mark on its own bots (core's fast-path kit): the fast policy that makes the same
 * choices. A weak map, not a property, so no other bot can claim a policy.
 */
export const FAST_POLICY = createBotTag<OwnPolicy>();

/** Tags a bot with the fast policy that makes the same choices. */
export function withPolicy(bot: Bot<RassleView, RassleMove>, policy: OwnPolicy): Bot<RassleView, RassleMove> {
  return FAST_POLICY.tag(bot, policy);
}
