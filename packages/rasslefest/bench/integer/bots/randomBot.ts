/** The random legal bot of Rasslefest (core's `randomBot`, typed for this game). */
import { randomBot, type Bot, type Rng } from "@ringside/core";
import type { Draft } from "../draft.js";
import { moveAt } from "../layout.js";
import { withPolicy } from "./policy.js";
import type { RassleMove, RassleView } from "../types.js";

/** A bot that picks uniformly among its legal moves with its own RNG. */
export function rassleRandomBot(): Bot<RassleView, RassleMove> {
  return withPolicy(randomBot<RassleView, RassleMove>(), "random");
}

/**
 * {@link rassleRandomBot}'s pick on the working copy: one of the `n` legal move codes in its buffer,
 * uniformly, with the same draw core's `randomBot` makes (the fast path and the strong bot's
 * playouts use it).
 */
export const randomCode = (d: Draft, n: number, rng: Rng): number => moveAt(d, rng.int(0, n - 1));
