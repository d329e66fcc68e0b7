import { RingsideError } from "../errors/RingsideError.js";
import { defined } from "../errors/defined.js";
import type { Bot, BotInput } from "./Game.js";

/** A bot that fits every game: it works whatever the view and move types are. */
export type AnyGameBot = <V, M>(input: BotInput<V, M>) => M;

/**
 * A bot for any game that picks one of its legal moves uniformly at random with its own RNG.
 *
 * @throws RingsideError `ILLEGAL_MOVE` when asked to move with no legal move.
 */
export function randomBot(): AnyGameBot;
export function randomBot<V, M>(): Bot<V, M>;
export function randomBot(): AnyGameBot {
  return ({ moves, rng }) => {
    if (moves.length === 0) {
      throw new RingsideError(
        "ILLEGAL_MOVE",
        "randomBot: no legal move",
        "the bot was asked to move with no legal moves",
      );
    }
    return defined(moves[rng.int(0, moves.length - 1)], "randomBot: the picked move");
  };
}
