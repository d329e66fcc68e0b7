import { RingsideError } from "../errors/RingsideError.js";
import { Problems } from "../errors/problems.js";
import { isRecord } from "../errors/guards.js";
import { startMatch } from "./startMatch.js";
import type { Game, GameEvent, MatchRecord, MatchStateBase } from "./Game.js";

/** What {@link replayMatch} gives back. */
export interface Replay<S, E> {
  /** The state after the last recorded move and every automatic step after it. */
  readonly state: S;
  /** Every event of the match, in order, opening events included. */
  readonly events: readonly E[];
}

function checkRecord(gameId: string, record: unknown): void {
  const problems = new Problems();
  if (!isRecord(record)) {
    problems.add("", "a match record is an object { game, config, dice, moves }");
  } else {
    problems.check(
      record.game !== gameId,
      "game",
      `this record is of ${JSON.stringify(record.game)}, not ${gameId}`,
    );
    if (!Array.isArray(record.moves)) problems.add("moves", "expected a list of { player, move }");
    else
      record.moves.forEach((entry: unknown, i) => {
        if (!isRecord(entry) || typeof entry.player !== "string" || !("move" in entry)) {
          problems.add(`moves[${i}]`, "expected { player, move }");
        }
      });
  }
  problems.throwIfAny("INVALID_ARGUMENT", `${gameId}: not a match record of this game`);
}

/**
 * Replays a recorded match from its configuration, starting dice and moves. Because the dice
 * live in the state, the same record always gives the same match, on any machine.
 *
 * @throws RingsideError `INVALID_ARGUMENT` for a record of another game or of the wrong shape;
 *   `INVALID_STATE` for moves after the end; whatever `start` and `play` throw for its contents.
 * @example
 * ```ts
 * const again = replayMatch(game, JSON.parse(JSON.stringify(match.record)));
 * again.state; // deep-equals match.state
 * ```
 */
export function replayMatch<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  game: Game<C, S, M, E, V, P>,
  record: MatchRecord<C, M, P>,
): Replay<S, E> {
  checkRecord(game.id, record);
  const first = startMatch(game, record.config, record.dice);
  let state = first.state;
  const events: E[] = [...first.events];
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
