/** The random legal bot of Rasslefest (core's `randomBot`, typed for this game). */
import { randomBot, type Bot } from "@ringside/core";
import { withPolicy } from "./policy.js";
import type { RassleMove, RassleView } from "../types.js";

/** A bot that picks uniformly among its legal moves with its own RNG. */
export function rassleRandomBot(): Bot<RassleView, RassleMove> {
  return withPolicy(randomBot<RassleView, RassleMove>(), "random");
}
