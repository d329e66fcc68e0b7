/** The random legal bot of Rasslefest (core's `randomBot`, typed for this game). */
import { randomBot, type Bot, type Rng } from "@ringside/core";
import { withPolicy } from "./policy.js";
import type { RassleMove, RassleView } from "../types.js";

/** A bot that picks uniformly among its legal moves with its own RNG. */
export function rassleRandomBot(): Bot<RassleView, RassleMove> {
  return withPolicy(randomBot<RassleView, RassleMove>(), "random");
}

/**
 * {@link rassleRandomBot}'s pick without a view: one of `moves`, uniformly, with the same draw
 * core's `randomBot` makes (the fast path and the strong bot's playouts use it).
 */
export const randomPick = (moves: readonly RassleMove[], rng: Rng): RassleMove =>
  moves[rng.int(0, moves.length - 1)] ?? { type: "pass" };
