/**
 * What a game author writes for {@link defineGame}: the rules as pure functions over the JSON
 * state, with no guard of their own.
 *
 * @module
 */
import type * as v from "valibot";
import type { DiceSource } from "../dice/DiceSource.js";
import type { Problems } from "../errors/problems.js";
import type { EventSink } from "./EventSink.js";
import type { FastPath, GameEvent, MatchStateBase, Turn } from "./Game.js";

/** A state as a game's rules return it: everything but the dice, which the shape saves itself. */
export type StateBody<S extends MatchStateBase> = Omit<S, "dice"> & { readonly dice?: unknown };

/**
 * What a game author writes; {@link defineGame} turns it into a {@link Game} and adds every guard
 * the shape promises. Rules functions here receive only states the game made or checked, players
 * of the match, and legal moves (the very objects `moves` returned).
 *
 * The rules push a step's events into an {@link EventSink}: a list, or, inside `runMatch` when
 * nothing reads the events, a sink that keeps nothing. Rules that read back what their own step
 * pushed keep a list of their own and push it into the sink at the end.
 *
 * @typeParam C - the configuration as players write it (what `start` accepts)
 * @typeParam K - the configuration once checked (what `config` returns and `setup` receives;
 *   default `C`): the input is read once, and no rule casts raw input
 */
export interface GameDefinition<
  C,
  S extends MatchStateBase,
  M,
  E extends GameEvent,
  V,
  P extends string,
  K = C,
> {
  /** The package's game id. */
  readonly id: string;
  /**
   * Validates an untrusted configuration, once per match, and returns the checked one that `setup`
   * plays with. Throws a `RingsideError` (`INVALID_CONFIG`, `INVALID_SHEET`, `INVALID_STRATEGY`)
   * listing every problem.
   */
  readonly config: (input: unknown) => K;
  /** The valibot schema of the JSON state (embed core's `diceStateSchema` for `dice`). */
  readonly state: v.GenericSchema<unknown, unknown>;
  /** Cross-field checks of a state that passed the schema; add every problem found. */
  readonly checkState?: (state: S, problems: Problems) => void;
  /** The players of the match, in seating order. */
  readonly players: (state: S) => readonly P[];
  /** The first state (without `dice`); push opening events to `events`. */
  readonly setup: (config: K, dice: DiceSource, events: EventSink<E>) => StateBody<S>;
  /** What the match waits for. */
  readonly turn: (state: S) => Turn<P>;
  /** The legal moves of a player who decides now (called only for such a player). */
  readonly moves: (state: S, player: P) => readonly M[];
  /** Applies a legal move; returns the next state (without `dice`). */
  readonly play?: (state: S, player: P, move: M, dice: DiceSource, events: EventSink<E>) => StateBody<S>;
  /** Takes the automatic step of an `advance` turn; returns the next state (without `dice`). */
  readonly advance?: (state: S, dice: DiceSource, events: EventSink<E>) => StateBody<S>;
  /**
   * What a player (or a spectator, `null`) may see. Default: the state without its dice (leave it
   * out only when `V` is that).
   */
  readonly view?: (state: S, player: P | null) => V;
  /** A whole-match fast path, proven equal to the Game API by the conformance kit. */
  readonly fast?: FastPath<C, V, M, P>;
}
