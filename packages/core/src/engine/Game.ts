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
  | "forfeit";

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

/**
 * The one engine shape every Ringside game follows. A game is plain data (its state) plus pure
 * functions: none of them mutates its input, and an illegal move throws a `RingsideError`
 * leaving the state as it was.
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
  /** Validates the configuration (every problem at once) and sets up a new match. */
  setup(config: C, dice: DiceStart): S;
  /** The players of this match, in seating order. */
  players(state: S): readonly P[];
  /** What the match waits for next. */
  turn(state: S): Turn<P>;
  /** The legal moves of `player` now (empty when it is not that player's decision). */
  moves(state: S, player: P): readonly M[];
  /** Applies one move of `player`. Throws `RingsideError` for an illegal move. */
  play(state: S, player: P, move: M): Step<S, E>;
  /** Takes one automatic step when the turn is `advance`. */
  advance(state: S): Step<S, E>;
  /** What `player` may see; `null` for a spectator who sees only public information. */
  view(state: S, player: P | null): V;
}

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
