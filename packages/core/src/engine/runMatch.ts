import { RingsideError } from "../errors/RingsideError.js";
import { createRng, type Rng } from "../rng/Rng.js";
import type {
  Bot,
  DiceStart,
  Game,
  GameEvent,
  MatchRecord,
  MatchResult,
  MatchStateBase,
  RecordedMove,
} from "./Game.js";

/** Options for {@link runMatch}. */
export interface RunMatchOptions<C, V, M, E extends GameEvent, P extends string> {
  readonly config: C;
  /** Seed or dice state of the match. */
  readonly dice: DiceStart;
  /** One bot per player id. */
  readonly bots: Readonly<Record<P, Bot<V, M>>>;
  /** Seed of the bots' own random stream (default: 0). Kept apart from the match's dice. */
  readonly botSeed?: number;
  /** Safety stop: a `RingsideError` after this many steps (default 100 000). */
  readonly maxSteps?: number;
  /** Called with every event as it happens (to print play-by-play without keeping it). */
  readonly onEvent?: (event: E) => void;
}

/** A finished match: its last state, result, record (to replay it) and step count. */
export interface FinishedMatch<C, S, M, P extends string> {
  readonly state: S;
  readonly result: MatchResult<P>;
  readonly record: MatchRecord<C, M, P>;
  /** Moves and automatic steps taken. */
  readonly steps: number;
}

/** Plays a match to the end, asking each player's bot for its moves. */
export function runMatch<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  game: Game<C, S, M, E, V, P>,
  options: RunMatchOptions<C, V, M, E, P>,
): FinishedMatch<C, S, M, P> {
  const rng: Rng = createRng(options.botSeed ?? 0);
  const maxSteps = options.maxSteps ?? 100_000;
  const moves: RecordedMove<M, P>[] = [];
  let state = game.setup(options.config, options.dice);
  for (let steps = 0; ; steps++) {
    const turn = game.turn(state);
    if (turn.kind === "over") {
      const record: MatchRecord<C, M, P> = {
        game: game.id,
        config: options.config,
        dice: options.dice,
        moves,
      };
      return { state, result: turn.result, record, steps };
    }
    if (steps >= maxSteps) {
      throw new RingsideError("INVALID_STATE", `${game.id}: match did not end`, [
        { path: "maxSteps", message: `still going after ${maxSteps} steps` },
      ]);
    }
    let step;
    if (turn.kind === "advance") {
      step = game.advance(state);
    } else {
      const player = turn.players[0] as P;
      const bot = options.bots[player];
      const legal = game.moves(state, player);
      const move = bot({ view: game.view(state, player), moves: legal, rng });
      moves.push({ player, move });
      step = game.play(state, player, move);
    }
    state = step.state;
    if (options.onEvent !== undefined) for (const e of step.events) options.onEvent(e);
  }
}
