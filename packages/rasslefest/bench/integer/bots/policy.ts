import type { Bot } from "@ringside/core";
import type { RassleMove, RassleView } from "../types.js";

/** The key under which this package's own bots say which fast policy plays like them. */
export const FAST_POLICY: unique symbol = Symbol.for("@ringside/rasslefest/fast-policy");

/** Tags a bot with the fast policy that makes the same choices. */
export function withPolicy(
  bot: Bot<RassleView, RassleMove>,
  policy: "random" | "heuristic",
): Bot<RassleView, RassleMove> {
  return Object.assign(bot, { [FAST_POLICY]: policy });
}
