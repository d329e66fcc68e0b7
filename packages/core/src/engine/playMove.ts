import { RingsideError } from "../errors/RingsideError.js";
import { describe } from "../errors/guards.js";
import type { Game, GameEvent, MatchStateBase, Step } from "./Game.js";
import { sameMove } from "./sameMove.js";

/**
 * Applies a move after checking, the same way for every game, that the match is not over, that it
 * is `player`'s decision and that the move is among {@link Game.moves}. Games call it from their own
 * `play` (passing their unchecked apply function), so every illegal move gets the same codes:
 * `MATCH_OVER`, `NOT_YOUR_TURN` or `ILLEGAL_MOVE`.
 */
export function checkMove<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  game: Pick<Game<C, S, M, E, V, P>, "id" | "turn" | "moves">,
  state: S,
  player: P,
  move: M,
): void {
  const turn = game.turn(state);
  if (turn.kind === "over") {
    throw new RingsideError("MATCH_OVER", `${game.id}: the match is over`, [
      { path: "move", message: `no move is possible after the result (${turn.result.method})` },
    ]);
  }
  if (turn.kind === "advance" || !turn.players.includes(player)) {
    const who = turn.kind === "advance" ? "nobody: the engine advances on its own" : turn.players.join(", ");
    throw new RingsideError("NOT_YOUR_TURN", `${game.id}: not ${player}'s decision`, [
      { path: "player", message: `waiting for ${who}` },
    ]);
  }
  const legal = game.moves(state, player);
  if (!legal.some((m) => sameMove(m, move))) {
    throw new RingsideError("ILLEGAL_MOVE", `${game.id}: illegal move`, [
      {
        path: "move",
        message: `${describe(move)} is not among the ${legal.length} legal moves of ${player}`,
      },
    ]);
  }
}

/** Applies a move through {@link Game.play}; a convenience that reads well in scripts. */
export function playMove<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  game: Game<C, S, M, E, V, P>,
  state: S,
  player: P,
  move: M,
): Step<S, E> {
  return game.play(state, player, move);
}
