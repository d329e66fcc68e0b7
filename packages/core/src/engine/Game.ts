import type { DiceState } from "../dice/DiceSource.js";
import type { Rng } from "../rng/Rng.js";

/** How a match ended. Games use the subset their rules know. */
export type ResultMethod =
  | "pinfall"
  | "submission"
  | "knockout"
  | "disqualification"
  | "count-out"
  | "draw"
  | "time-limit"
  | "forfeit"
  /** Leaving a cage (or another enclosure) first, where the match says that wins. */
  | "escape";

/** The result of a finished match. `winner` is null for a draw of any kind. */
export interface MatchResult<P extends string = string> {
  readonly winner: P | null;
  readonly method: ResultMethod;
  /** A short phrase in our words, e.g. `"worn down to one die"`. */
  readonly detail?: string;
}

/**
 * What the match is waiting for:
 * - `decide`: the listed players must each choose a move (more than one for simultaneous
 *   choices: each submits independently and nobody sees the other's choice until all are in);
 * - `advance`: nobody has a choice; call {@link Game.advance} to let the engine go on;
 * - `over`: the match has ended.
 */
export type Turn<P extends string = string> =
  | { readonly kind: "decide"; readonly players: readonly P[] }
  | { readonly kind: "advance" }
  | { readonly kind: "over"; readonly result: MatchResult<P> };

/** Every event a game emits has a `type` tag; games define a discriminated union of them. */
export interface GameEvent {
  readonly type: string;
}

/** A move applied, or an automatic step taken: the new state and what happened, in order. */
export interface Step<S, E extends GameEvent> {
  readonly state: S;
  readonly events: readonly E[];
}

/** The common parts of every match state: JSON data that carries its own dice. */
export interface MatchStateBase {
  /** The dice source, saved; the engine reopens it for every move. */
  readonly dice: DiceState;
}

/** How a match's randomness starts: an integer seed, or a saved/scripted dice state. */
export type DiceStart = number | DiceState;

/** The one terminal event: every game emits it last, on the step that ends the match. */
export interface MatchOverEvent<P extends string = string> {
  readonly type: "match-over";
  readonly result: MatchResult<P>;
}

/**
 * What a whole-match fast path returns: the same result and step count as {@link runMatch} gives
 * for the same configuration, dice, bots and bot seed.
 */
export interface FastResult<P extends string = string> {
  readonly result: MatchResult<P>;
  /** Moves and automatic steps taken, counted as `runMatch` counts them. */
  readonly steps: number;
}

/**
 * A game's optional fast path for bulk play: a whole match on a mutable working copy, with no JSON
 * between steps. It must give exactly what the Game API gives for the same inputs, for any bots
 * (a custom bot's illegal move throws `ILLEGAL_MOVE`, as `play` does); it may fall back to the Game
 * API for bots it does not know. `simulate` uses it when a game has one; the conformance kit proves
 * the two equal.
 */
export interface FastPath<C, V, M, P extends string> {
  /**
   * Plays one whole match.
   *
   * @param config - the match configuration (validated as `setup` validates it)
   * @param dice - seed or dice state of the match
   * @param bots - one bot per player who decides; `undefined` for a game where nobody decides
   * @param botSeed - seed of the bots' own random stream, as in `runMatch`
   */
  run(
    config: C,
    dice: DiceStart,
    bots: Readonly<Partial<Record<P, Bot<V, M>>>> | undefined,
    botSeed: number,
  ): FastResult<P>;
}

/**
 * The one engine shape every Ringside game follows. A game is plain data (its state) plus pure
 * functions: none of them mutates its input, and an illegal move throws a `RingsideError`
 * leaving the state as it was. Build one with {@link defineGame}, which owns every guard.
 *
 * @typeParam C - the match configuration (wrestlers, options)
 * @typeParam S - the match state (JSON-serializable, carries its dice)
 * @typeParam M - a move: one decision of one player
 * @typeParam E - the events a step emits
 * @typeParam V - what one player may see
 * @typeParam P - the player ids
 */
export interface Game<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string> {
  /** The package's game id, e.g. `"powerhouses"`. */
  readonly id: string;
  /**
   * Validates the configuration (every problem at once) and starts a match: the first state and
   * the opening events (a bell, the first rolls).
   *
   * @throws RingsideError `INVALID_CONFIG` (or the game's `INVALID_SHEET` / `INVALID_STRATEGY`) listing
   *   every problem; `INVALID_ARGUMENT` for a bad seed or dice state.
   */
  start(config: C, dice: DiceStart): Step<S, E>;
  /** The first state of a match: `start(config, dice).state`. */
  setup(config: C, dice: DiceStart): S;
  /**
   * Checks a state this game did not make (a saved game, hand-edited JSON) and returns a trusted
   * copy to continue from.
   *
   * @throws RingsideError `INVALID_STATE` listing every problem with its path.
   */
  loadState(input: unknown): S;
  /** The players of this match, in seating order. */
  players(state: S): readonly P[];
  /** What the match waits for next. */
  turn(state: S): Turn<P>;
  /** The legal moves of `player` now (empty when it is not that player's decision). */
  moves(state: S, player: P): readonly M[];
  /**
   * Applies one move of `player`.
   *
   * @throws RingsideError `UNKNOWN_PLAYER`, `MATCH_OVER`, `NOT_YOUR_TURN`, `ILLEGAL_MOVE`,
   *   `INVALID_STATE`; the state is never changed.
   */
  play(state: S, player: P, move: M): Step<S, E>;
  /**
   * Takes one automatic step when the turn is `advance`.
   *
   * @throws RingsideError `NOTHING_TO_ADVANCE` while a player must decide, `MATCH_OVER` after the end.
   */
  advance(state: S): Step<S, E>;
  /** What `player` may see; `null` for a spectator who sees only public information. Never the dice. */
  view(state: S, player: P | null): V;
  /** A whole-match fast path for bulk play, when the game has one. */
  readonly fast?: FastPath<C, V, M, P>;
}

/** The configuration type of a game. */
export type ConfigOf<G> = G extends { setup(config: infer C, dice: DiceStart): unknown } ? C : never;
/** The state type of a game. */
export type StateOf<G> = G extends { setup(config: never, dice: DiceStart): infer S } ? S : never;
/** The move type of a game. */
export type MoveOf<G> = G extends { moves(state: never, player: never): readonly (infer M)[] } ? M : never;
/** The event type of a game. */
export type EventOf<G> = G extends { advance(state: never): Step<unknown, infer E> } ? E : never;
/** The view type of a game. */
export type ViewOf<G> = G extends { view(state: never, player: never): infer V } ? V : never;
/** The player id type of a game. */
export type PlayerOf<G> = G extends { players(state: never): readonly (infer P)[] } ? P : never;

/** What a bot is told when asked for a move: its own view, its legal moves and its own RNG. */
export interface BotInput<V, M> {
  readonly view: V;
  readonly moves: readonly M[];
  /** The bot's own random stream: never the match's dice, so it cannot peek at the future. */
  readonly rng: Rng;
}

/** A bot is a plain function from what a player sees to one of its legal moves. */
export type Bot<V, M> = (input: BotInput<V, M>) => M;

/** Turns one event into a line of play-by-play, or `null` for events it passes over. */
export type Narrator<E extends GameEvent> = (event: E) => string | null;

/**
 * What every game's `createNarrator` takes. A game that has more to say extends it as
 * `<Game>NarratorOptions` (never under this same name), e.g. with profiles or a prose mode.
 */
export interface NarratorOptions<P extends string = string> {
  /** What to call each player, by player id (default: each game's own, such as "Red" and "Blue"). */
  readonly names?: Readonly<Partial<Record<P, string>>>;
}

/** One move as kept in a match record. */
export interface RecordedMove<M, P extends string> {
  readonly player: P;
  readonly move: M;
}

/** Everything needed to replay a match exactly: the configuration, the starting dice and moves. */
export interface MatchRecord<C, M, P extends string> {
  readonly game: string;
  readonly config: C;
  readonly dice: DiceStart;
  readonly moves: readonly RecordedMove<M, P>[];
}
