import { RingsideError } from "../errors/RingsideError.js";
import type { Game, GameEvent, MatchRecord, MatchStateBase } from "./Game.js";

/** What {@link replayMatch} gives back. */
export interface Replay<S, E> {
  /** The state after the last recorded move and every automatic step after it. */
  readonly state: S;
  /** Every event of the match, in order. */
  readonly events: readonly E[];
}

/**
 * Replays a recorded match from its configuration, starting dice and moves. Because the dice
 * live in the state, the same record always gives the same match, on any machine.
 */
export function replayMatch<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  game: Game<C, S, M, E, V, P>,
  record: MatchRecord<C, M, P>,
): Replay<S, E> {
  let state = game.setup(record.config, record.dice);
  const events: E[] = [];
  let next = 0;
  for (;;) {
    const turn = game.turn(state);
    if (turn.kind === "advance") {
      const step = game.advance(state);
      state = step.state;
      events.push(...step.events);
      continue;
    }
    const recorded = record.moves[next];
    if (recorded === undefined) break;
    if (turn.kind === "over") {
      throw new RingsideError("INVALID_STATE", `${game.id}: record has moves after the end`, [
        { path: `moves[${next}]`, message: "the match was already over" },
      ]);
    }
    const step = game.play(state, recorded.player, recorded.move);
    state = step.state;
    events.push(...step.events);
    next++;
  }
  return { state, events };
}
