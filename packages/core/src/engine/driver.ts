/**
 * The inside track `runMatch` takes through a game that {@link defineGame} built: the same rules and
 * guards, without re-checking what the loop itself produced. A state the loop got from the game is
 * the game's own (no `trust`), the player comes from the turn (no `UNKNOWN_PLAYER` check), and a
 * move that is one of the frozen legal moves handed to the bot is legal as it is; any other move
 * is still checked against the legal moves by value (`ILLEGAL_MOVE`). What a bot's view can reach
 * of a state (every part of it: the state object itself holds the dice, which no view may show) is
 * deep-frozen before the bot sees it, and the state that leaves the loop is deep-frozen and
 * remembered; the states of automatic steps that the next step consumes at once reach no one, and
 * are not frozen.
 *
 * The loop keeps the match's dice open from its first step to its last and saves them only into
 * the state that leaves it: the states in between carry {@link UNSAVED_DICE}, a dice state that
 * gives no face, since nothing reads their dice (a view never holds them, and no state of the loop
 * but the last leaves it).
 *
 * @module
 */
import type { DiceSource, DiceState } from "../dice/DiceSource.js";
import type { EventSink } from "./EventSink.js";
import type { Game, GameEvent, MatchStateBase, Step, Turn } from "./Game.js";

/** What `runMatch` needs of a game, unguarded where its own loop guarantees the guard's premise. */
export interface MatchDriver<S, M, E extends GameEvent, V, P extends string> {
  /** The turn of a state the game made. */
  readonly turn: (state: S) => Turn<P>;
  /** The legal moves of a player who decides now, frozen (and remembered as handed out). */
  readonly offer: (state: S, player: P) => readonly M[];
  /** What a player who decides now sees. */
  readonly view: (state: S, player: P) => V;
  /**
   * The dice to go on from a state the game made: the very source that made it when it is the
   * newest state the game made (what `start` just returned), else its saved dice reopened.
   */
  readonly open: (state: S) => DiceSource;
  /**
   * Plays a move of the player who decides now, rolling on `dice`: legal as it is when it is one
   * of the frozen moves `offered` (what `offer` gave for this state and player), else checked by
   * value. The new state carries {@link UNSAVED_DICE} and is neither frozen nor remembered (see
   * `freeze` and `remember`); its events are kept and frozen when `keepEvents`, else dropped.
   */
  readonly play: (
    state: S,
    player: P,
    move: unknown,
    offered: readonly M[],
    dice: DiceSource,
    keepEvents: boolean,
  ) => InsideStep<S, E, P>;
  /** The automatic step of a state whose turn is `turn` (as `play` makes its state and events). */
  readonly advance: (state: S, turn: Turn<P>, dice: DiceSource, keepEvents: boolean) => InsideStep<S, E, P>;
  /**
   * Deep-freezes every part of a state of the loop before a bot's view of it reaches them (the
   * loop's own steps leave their states open until then). The state object itself stays open: it
   * holds the dice, so no view holds it, and the loop alone reads it.
   */
  readonly freeze: (state: S, seen: unknown[]) => void;
  /**
   * The state that leaves the loop: with the dice `dice` saved into it (when it is a state of the
   * loop), frozen and remembered, so that the game takes it back without a check.
   */
  readonly remember: (state: S, dice: DiceSource) => S;
  /**
   * The game's own rules with no guard at all (no state checks, no freezing, no move checks, the
   * dice never saved): what the guard-cost bench plays beside `runMatch`. Never for real play.
   */
  readonly bare: BareRules<S, M, E, V, P>;
}

/**
 * The dice of a state inside `runMatch`'s loop, which the loop never saves: a scripted source with
 * no face left, so that anything that opened it by mistake would fail on its first roll rather
 * than roll on from the wrong place.
 */
export const UNSAVED_DICE: DiceState = Object.freeze({ kind: "scripted", faces: Object.freeze([]), next: 0 });

/** A step on the inside track: the new state, its events, and its turn (worked out once). */
export interface InsideStep<S, E extends GameEvent, P extends string> extends Step<S, E> {
  /** What the new state waits for. */
  readonly turn: Turn<P>;
}

/** A game's rules as its definition gives them, without `defineGame`'s guards. */
export interface BareRules<S, M, E, V, P extends string> {
  /** Reads the configuration (as `start` does: once) and sets the match up on open dice. */
  readonly setup: (config: unknown, dice: DiceSource, events: EventSink<E>) => S;
  readonly turn: (state: S) => Turn<P>;
  readonly moves: (state: S, player: P) => readonly M[];
  readonly view: (state: S, player: P) => V;
  readonly play: (state: S, player: P, move: M, dice: DiceSource, events: EventSink<E>) => S;
  readonly advance: (state: S, dice: DiceSource, events: EventSink<E>) => S;
}

/** Each game's driver, by game object (typed again by {@link driverOf}, which knows the game's types). */
const drivers = new WeakMap<object, object>();

/** Registers the driver of a game built by `defineGame`. */
export function registerDriver<S, M, E extends GameEvent, V, P extends string>(
  game: object,
  driver: MatchDriver<S, M, E, V, P>,
): void {
  drivers.set(game, driver);
}

/** The driver of a game built by `defineGame`, or `undefined` for any other `Game` object. */
export function driverOf<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  game: Game<C, S, M, E, V, P>,
): MatchDriver<S, M, E, V, P> | undefined {
  return drivers.get(game) as MatchDriver<S, M, E, V, P> | undefined;
}
