import { RingsideError } from "../errors/RingsideError.js";
import { badArgument } from "../errors/arguments.js";
import { describe, isRecord } from "../errors/guards.js";
import { createRng, type Rng } from "../rng/Rng.js";
import { driverOf } from "./driver.js";
import { startMatch } from "./startMatch.js";
import type {
  Bot,
  DiceStart,
  Game,
  GameEvent,
  MatchRecord,
  MatchResult,
  MatchStateBase,
  RecordedMove,
  Step,
  Turn,
} from "./Game.js";

/** Options for {@link runMatch}. */
export interface RunMatchOptions<C, V, M, E extends GameEvent, P extends string> {
  readonly config: C;
  /** Seed or dice state of the match. */
  readonly dice: DiceStart;
  /**
   * One bot per player who decides. A game where nobody decides (FastMatch, BlitzMatch) needs none;
   * a `decide` turn for a player without a bot is an `INVALID_ARGUMENT`.
   */
  readonly bots?: Readonly<Partial<Record<P, Bot<NoInfer<V>, NoInfer<M>>>>>;
  /** Seed of the bots' own random stream (default: 0). Kept apart from the match's dice. */
  readonly botSeed?: number;
  /** Safety stop: a `RingsideError` after this many steps (default 100 000). */
  readonly maxSteps?: number;
  /** Called with every event as it happens, opening events included. */
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

/**
 * Plays a match to the end, asking each player's bot for its moves (a bot sees only its player's
 * view, the legal moves and its own random stream).
 *
 * A game built by `defineGame` runs on its inside track: states the loop got from the game are not
 * checked again, and a bot's move that is one of the (frozen) legal moves it was handed needs no
 * second look; any other move is checked by value (`ILLEGAL_MOVE`). What a bot's view can reach
 * of a state is deep-frozen before the bot sees it, and the state returned is deep-frozen and
 * remembered; the state of an automatic step that the next step consumes at once reaches no one
 * and is not frozen. The match's dice stay open from the first step to the last and are saved
 * into the state returned only; without `onEvent`, the rules' events are dropped as they come.
 *
 * @throws RingsideError `INVALID_ARGUMENT` for options that are not an object, a bot or `onEvent`
 *   that is not a function, a missing bot or a bad `maxSteps`/`botSeed`;
 *   `INVALID_STATE` when the match is still going after `maxSteps`; whatever `start` and `play`
 *   throw (a bot's illegal move is `ILLEGAL_MOVE`).
 * @example
 * ```ts
 * const match = runMatch(powerhouses, { config, dice: 2026, bots: { red: bot, blue: bot } });
 * match.result; // { winner: "red", method: "pinfall", … }
 * replayMatch(powerhouses, match.record).state; // the same final state
 * ```
 */
export function runMatch<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  game: Game<C, S, M, E, V, P>,
  options: RunMatchOptions<C, V, M, E, P>,
): FinishedMatch<C, S, M, P> {
  checkOptions(game, options);
  const maxSteps = options.maxSteps ?? 100_000;
  if (!Number.isSafeInteger(maxSteps) || maxSteps < 0) {
    throw new RingsideError("INVALID_ARGUMENT", `${game.id}: invalid maxSteps`, [
      { path: "maxSteps", message: `expected a whole number of steps, 0 or more, got ${String(maxSteps)}` },
    ]);
  }
  const botSeed = options.botSeed ?? 0;
  if (!Number.isSafeInteger(botSeed)) {
    throw new RingsideError("INVALID_ARGUMENT", `${game.id}: invalid botSeed`, [
      { path: "botSeed", message: `expected a safe integer, got ${String(botSeed)}` },
    ]);
  }
  const rng: Rng = createRng(botSeed);
  const first = startMatch(game, options.config, options.dice);
  if (options.onEvent !== undefined) for (const e of first.events) options.onEvent(e);
  const driver = driverOf(game);
  const moves: RecordedMove<M, P>[] = [];
  const onEvent = options.onEvent;
  const keepEvents = onEvent !== undefined;
  // On the inside track the match's dice stay open from the first step to the last, saved only
  // into the state returned.
  const dice = driver?.open(first.state);
  const frozen: unknown[] = [];
  let state = first.state;
  let turn = driver !== undefined ? driver.turn(state) : game.turn(state);
  for (let steps = 0; ; steps++) {
    if (turn.kind === "over") {
      if (driver !== undefined && dice !== undefined) state = driver.remember(state, dice);
      const record = { game: game.id, config: options.config, dice: options.dice, moves };
      return { state, result: turn.result, record, steps };
    }
    if (steps >= maxSteps) {
      throw new RingsideError("INVALID_STATE", `${game.id}: match did not end`, [
        { path: "maxSteps", message: `still going after ${maxSteps} steps` },
      ]);
    }
    let step: Step<S, E>;
    // The inside track works out the new state's turn as it makes the state.
    let next: Turn<P> | undefined;
    if (turn.kind === "advance") {
      if (driver !== undefined && dice !== undefined) {
        const inside = driver.advance(state, turn, dice, keepEvents);
        step = inside;
        next = inside.turn;
      } else step = game.advance(state);
    } else {
      const player = turn.players[0] as P;
      const bot = botOf(game, options, player);
      if (driver !== undefined && dice !== undefined) {
        driver.freeze(state, frozen);
        const offered = driver.offer(state, player);
        const move = bot({ view: driver.view(state, player), moves: offered, rng });
        moves.push({ player, move });
        const inside = driver.play(state, player, move, offered, dice, keepEvents);
        step = inside;
        next = inside.turn;
      } else {
        const move = bot({ view: game.view(state, player), moves: game.moves(state, player), rng });
        moves.push({ player, move });
        step = game.play(state, player, move);
      }
    }
    state = step.state;
    turn = next ?? game.turn(state);
    if (onEvent !== undefined) for (const e of step.events) onEvent(e);
  }
}

/** The bot of the player who decides now (`INVALID_ARGUMENT` when none was given). */
function botOf<V, M, P extends string>(
  game: { readonly id: string },
  options: { readonly bots?: Readonly<Partial<Record<P, Bot<V, M>>>> },
  player: P,
): Bot<V, M> {
  const bot = options.bots?.[player];
  if (typeof bot !== "function") {
    throw new RingsideError("INVALID_ARGUMENT", `${game.id}: no bot for player ${player}`, [
      {
        path: `bots.${player}`,
        message: "the match waits for this player's decision, and no bot was given for it",
      },
    ]);
  }
  return bot;
}

/** The option checks of {@link runMatch} that its loop does not make itself. */
function checkOptions(game: { readonly id: string }, options: unknown): void {
  const fn = `runMatch(${game.id})`;
  if (!isRecord(options))
    badArgument(fn, "options", `expected { config, dice, bots? }, got ${describe(options)}`);
  const { bots, onEvent } = options;
  if (onEvent !== undefined && typeof onEvent !== "function")
    badArgument(fn, "onEvent", `expected a function, got ${describe(onEvent)}`);
  if (bots === undefined) return;
  if (!isRecord(bots)) badArgument(fn, "bots", `expected one bot per player id, got ${describe(bots)}`);
  for (const player of Object.keys(bots)) {
    const bot = bots[player];
    if (bot !== undefined && typeof bot !== "function")
      badArgument(fn, `bots.${player}`, `expected a bot function, got ${describe(bot)}`);
  }
}
