import type { DiceStart, Game, GameEvent, MatchStateBase, Step } from "./Game.js";

/** Starts a match: the first state and the opening events (`game.start`). */
export function startMatch<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  game: Game<C, S, M, E, V, P>,
  config: C,
  dice: DiceStart,
): Step<S, E> {
  return game.start !== undefined
    ? game.start(config, dice)
    : { state: game.setup(config, dice), events: [] };
}
