import { RingsideError } from "../errors/RingsideError.js";
import type { Bot } from "./Game.js";

/** A bot for any game that picks one of its legal moves uniformly at random with its own RNG. */
export function randomBot<V, M>(): Bot<V, M> {
  return ({ moves, rng }) => {
    if (moves.length === 0) {
      throw new RingsideError(
        "ILLEGAL_MOVE",
        "randomBot: no legal move",
        "the bot was asked to move with no legal moves",
      );
    }
    return moves[rng.int(0, moves.length - 1)] as M;
  };
}
