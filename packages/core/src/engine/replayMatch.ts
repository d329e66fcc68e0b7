import { RingsideError } from "../errors/RingsideError.js";
import { Problems } from "../errors/problems.js";
import { describe, isRecord } from "../errors/guards.js";
import { DEFAULT_JSON_LIMITS, jsonCopy, type JsonLimits } from "../validate/jsonData.js";
import { startMatch } from "./startMatch.js";
import type { Game, GameEvent, MatchRecord, MatchStateBase } from "./Game.js";

/** What {@link replayMatch} gives back. */
export interface Replay<S, E> {
  /** The state after the last recorded move and every automatic step after it. */
  readonly state: S;
  /** Every event of the match, in order, opening events included. */
  readonly events: readonly E[];
}

/** A record may be long: a match of many thousand moves is still a record. */
const RECORD_LIMITS: JsonLimits = { ...DEFAULT_JSON_LIMITS, maxValues: 5_000_000 };
const RECORD_KEYS = ["game", "config", "dice", "moves"] as const;
const MOVE_KEYS = ["player", "move"] as const;

/** Problems for keys of `value` outside `known` and for `known` keys it lacks. */
function checkKeys(
  value: Record<string, unknown>,
  known: readonly string[],
  path: string,
  problems: Problems,
): void {
  const at = (key: string): string => (path === "" ? key : `${path}.${key}`);
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) problems.add(at(key), `unknown key (a record holds ${known.join(", ")})`);
  }
  // A key dropped from the copy for a problem of its own (a getter) is not also "missing".
  const told = (key: string): boolean => problems.list.some((p) => p.path === at(key));
  for (const key of known) if (!Object.hasOwn(value, key) && !told(key)) problems.add(at(key), "missing");
}

/**
 * Checks a record strictly, every problem at once, and returns a clean copy of it: plain JSON data
 * (no getters, proxies, holes, `__proto__` keys), exactly `{ game, config, dice, moves }`, every
 * move exactly `{ player, move }` with a player id.
 */
function checkRecord<C, M, P extends string>(gameId: string, record: unknown): MatchRecord<C, M, P> {
  const problems = new Problems();
  // What is JSON data of it (problems for the rest), so that its shape is checked in the same pass.
  const clean = jsonCopy(record, "", problems, RECORD_LIMITS);
  if (!isRecord(clean)) {
    if (problems.ok) problems.add("", "a match record is an object { game, config, dice, moves }");
  } else {
    checkKeys(clean, RECORD_KEYS, "", problems);
    if (Object.hasOwn(clean, "game"))
      problems.check(
        clean.game !== gameId,
        "game",
        `this record is of ${describe(clean.game)}, not ${gameId}`,
      );
    const moves = clean.moves;
    if (!Array.isArray(moves)) {
      if (Object.hasOwn(clean, "moves")) problems.add("moves", "expected a list of { player, move }");
    } else {
      moves.forEach((entry: unknown, i) => {
        if (!isRecord(entry)) {
          problems.add(`moves[${i}]`, "expected { player, move }");
          return;
        }
        checkKeys(entry, MOVE_KEYS, `moves[${i}]`, problems);
        if (Object.hasOwn(entry, "player") && typeof entry.player !== "string")
          problems.add(`moves[${i}].player`, `expected a player id, got ${describe(entry.player)}`);
      });
    }
  }
  problems.throwIfAny("INVALID_ARGUMENT", `${gameId}: not a match record of this game`);
  // Checked just above: an object of exactly these keys, moves of { player: string, move }. The
  // config, players and moves inside are the game's to check: `start` and `play` check them.
  return clean as MatchRecord<C, M, P>;
}

/**
 * Replays a recorded match from its configuration, starting dice and moves. Because the dice
 * live in the state, the same record always gives the same match, on any machine.
 *
 * The record is read strictly: plain JSON data (a getter, a proxy that will not be read, a hole in
 * `moves`, a `__proto__` key are problems), exactly `{ game, config, dice, moves }` with moves of
 * exactly `{ player, move }`; every problem is listed at once.
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
  // The moves and configuration replayed are those of the clean copy: plain data that cannot
  // change under the replay. Each is then checked by the game itself, as any input is.
  const clean = checkRecord<C, M, P>(game.id, record);
  const first = startMatch(game, clean.config, clean.dice);
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
    const recorded = clean.moves[next];
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
