import type * as v from "valibot";
import type { DiceSource } from "../dice/DiceSource.js";
import { openDice } from "../dice/openDice.js";
import { Problems } from "../errors/problems.js";
import { RingsideError } from "../errors/RingsideError.js";
import { checkInput } from "../validate/parseInput.js";
import { diceStateSchema } from "../validate/diceStateSchema.js";
import { jsonData } from "../validate/jsonData.js";
import { deepFreeze } from "./deepFreeze.js";
import type { FastPath, Game, GameEvent, MatchOverEvent, MatchStateBase, Step, Turn } from "./Game.js";
import { canonicalJson, sameMove } from "./sameMove.js";
import { registerDriver, type InsideStep, type MatchDriver } from "./driver.js";
import { savedDice } from "./savedDice.js";
import { offerMoves } from "./fastKit.js";

/** A state as a game's rules return it: everything but the dice, which the shape saves itself. */
export type StateBody<S extends MatchStateBase> = Omit<S, "dice"> & { readonly dice?: unknown };

/**
 * What a game author writes; {@link defineGame} turns it into a {@link Game} and adds every guard
 * the shape promises. Rules functions here receive only states the game made or checked, players
 * of the match, and legal moves (the very objects `moves` returned).
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
  readonly setup: (config: K, dice: DiceSource, events: E[]) => StateBody<S>;
  /** What the match waits for. */
  readonly turn: (state: S) => Turn<P>;
  /** The legal moves of a player who decides now (called only for such a player). */
  readonly moves: (state: S, player: P) => readonly M[];
  /** Applies a legal move; returns the next state (without `dice`). */
  readonly play?: (state: S, player: P, move: M, dice: DiceSource, events: E[]) => StateBody<S>;
  /** Takes the automatic step of an `advance` turn; returns the next state (without `dice`). */
  readonly advance?: (state: S, dice: DiceSource, events: E[]) => StateBody<S>;
  /**
   * What a player (or a spectator, `null`) may see. Default: the state without its dice (leave it
   * out only when `V` is that).
   */
  readonly view?: (state: S, player: P | null) => V;
  /** A whole-match fast path, proven equal to the Game API by the conformance kit. */
  readonly fast?: FastPath<C, V, M, P>;
}

const NO_MOVES: readonly never[] = Object.freeze([]);

/**
 * Builds a {@link Game} from its rules, owning every guard that each game used to write by hand:
 * configuration and dice checks on `start`, a check of any state the game did not make itself
 * (`INVALID_STATE`), unknown players (`UNKNOWN_PLAYER`), moves after the end (`MATCH_OVER`), moves
 * out of turn (`NOT_YOUR_TURN`), `advance` while someone must decide (`NOTHING_TO_ADVANCE`), and
 * moves that are not legal, garbage included (`ILLEGAL_MOVE`). Dice are opened from the state and
 * saved into the next one; states are deep-frozen; the step that ends a match emits one
 * `match-over` event; the default view hides the dice.
 *
 * @example
 * ```ts
 * export const coin = defineGame<CoinConfig, CoinState, CoinMove, CoinEvent, CoinView, "a" | "b">({
 *   id: "coin",
 *   config: (input) => parseInput(coinConfigSchema, input, { code: "INVALID_CONFIG", summary: "coin: invalid config" }),
 *   state: coinStateSchema,
 *   players: () => ["a", "b"],
 *   setup: (config) => ({ flips: 0, limit: config.limit, heads: 0 }),
 *   turn: (s) => (s.flips >= s.limit ? { kind: "over", result: { winner: null, method: "draw" } } : { kind: "decide", players: ["a"] }),
 *   moves: () => [{ type: "flip" }],
 *   play: (s, _player, _move, dice, events) => {
 *     const face = d6(dice, "flip");
 *     events.push({ type: "flipped", face });
 *     return { ...s, flips: s.flips + 1, heads: s.heads + (face > 3 ? 1 : 0) };
 *   },
 * });
 * ```
 */
export function defineGame<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string, K = C>(
  definition: GameDefinition<C, S, M, E, V, P, K>,
): Game<C, S, M, E | MatchOverEvent<P>, V, P> {
  const { id } = definition;
  const made = new WeakSet<object>();
  /**
   * The last legal list `moves` handed out (frozen, moves included), with its state and player: a
   * move that is one of those very objects is legal as it is, since nothing can have changed it.
   * One entry, not a weak map: a weak collection per step costs more in garbage collection than
   * the check it saves.
   */
  let handed: { readonly state: S; readonly player: P; readonly legal: readonly M[] } | undefined;
  const trust = (input: unknown): S => {
    if (typeof input === "object" && input !== null && made.has(input)) return input as S;
    const problems = new Problems();
    const clean = checkInput(definition.state, input, "", problems, { "": `${id} › Saved states` });
    if (clean !== undefined && problems.ok && definition.checkState !== undefined) {
      definition.checkState(clean as S, problems);
    }
    if (clean === undefined || !problems.ok) {
      throw new RingsideError(
        "INVALID_STATE",
        `${id}: not a state this game can continue`,
        problems.ok ? "is not a state" : problems.list,
      );
    }
    const state = clean as S;
    deepFreeze(state);
    made.add(state);
    return state;
  };

  /**
   * The next state with its dice, its events and its turn. `from`: the state the step started from
   * (its dice are shared by the new state when the step rolled nothing). A step for the caller
   * freezes and remembers its state; a step `inside` `runMatch`'s loop does neither, since no one
   * outside the rules can reach the state yet: the loop seals a state when it leaves, to a bot's
   * view or to the caller (`MatchDriver.freeze`), and freezes events only when it passes them on
   * (`freezeEvents`).
   */
  const seal = (
    body: StateBody<S>,
    dice: DiceSource,
    from: S | undefined,
    events: (E | MatchOverEvent<P>)[],
    inside = false,
    freezeEvents = true,
  ): InsideStep<S, E | MatchOverEvent<P>, P> => {
    // An S: the rules returned all of S but its dice (StateBody<S>), and these are the dice. A body
    // the rules made fresh takes its dice in place; the state the step started from (a rule that
    // returned its input) or any frozen body is copied key by key, not by spread: a spread-then-
    // frozen object gets a hidden class of its own in V8.
    const saved = savedDice(dice, from?.dice);
    let state: S;
    if (body === from || Object.isFrozen(body)) state = Object.assign({}, body, { dice: saved }) as S;
    else {
      (body as { dice?: unknown }).dice = saved;
      state = body as S;
    }
    const turn = definition.turn(state);
    if (turn.kind === "over") events.push({ type: "match-over", result: turn.result });
    live = { state, dice };
    if (!inside) {
      deepFreeze(state);
      made.add(state);
    }
    if (freezeEvents) for (const event of events) deepFreeze(event);
    return { state, events, turn };
  };

  const knownPlayer = (state: S, player: unknown, spectatorOk: boolean): void => {
    if (spectatorOk && player === null) return;
    const players = definition.players(state);
    if (typeof player !== "string" || !(players as readonly string[]).includes(player)) {
      throw new RingsideError("UNKNOWN_PLAYER", `${id}: unknown player`, [
        {
          path: "player",
          message: `${describePlayer(player)} is not a player of this match (players: ${players.join(", ")})`,
        },
      ]);
    }
  };

  const overError = (turn: Extract<Turn<P>, { kind: "over" }>): RingsideError =>
    new RingsideError("MATCH_OVER", `${id}: the match is over`, [
      { path: "state", message: `nothing more happens after the result (${turn.result.method})` },
    ]);

  const legalMove = (state: S, player: P, input: unknown): M => {
    const legal = definition.moves(state, player);
    // The very object `moves` returned (what bots and demos pass) is legal as it is.
    if (typeof input === "object" && input !== null && (legal as readonly unknown[]).includes(input))
      return input as M;
    const problems = new Problems();
    const clean = jsonData(input, "move", problems);
    if (problems.ok) {
      for (const move of legal) if (sameMove(move, clean)) return move;
    }
    throw new RingsideError(
      "ILLEGAL_MOVE",
      `${id}: illegal move`,
      problems.ok
        ? [
            {
              path: "move",
              message: `${shortJson(clean)} is not among the ${legal.length} legal moves of ${player}`,
            },
          ]
        : problems.list,
    );
  };

  /**
   * The dice source that saved the newest state, still open: the next step from that very state
   * rolls on with it instead of reopening the saved dice (the same draws: a source and its saved
   * state continue alike). Taken once; a step from any other state reopens its saved dice.
   */
  let live: { readonly state: S; readonly dice: DiceSource } | undefined;
  const open = (state: S): DiceSource => {
    if (live !== undefined && live.state === state) {
      const dice = live.dice;
      live = undefined;
      return dice;
    }
    return openDice(state.dice);
  };

  /** The legal moves of `player` now, frozen, moves included. */
  const offer = (state: S, player: P): readonly M[] => offerMoves(definition.moves(state, player));

  /**
   * Plays a move of the player who decides now: legal as it is when it is one of the frozen moves
   * `offered` to that player in that state, else checked by value (`ILLEGAL_MOVE`).
   */
  const apply = (
    state: S,
    player: P,
    move: unknown,
    offered: readonly M[] | undefined,
    inside = false,
    freezeEvents = true,
  ): InsideStep<S, E | MatchOverEvent<P>, P> => {
    const legal =
      offered !== undefined && offered.includes(move as M) ? (move as M) : legalMove(state, player, move);
    if (definition.play === undefined) {
      throw new RingsideError(
        "ILLEGAL_MOVE",
        `${id}: this game takes no moves`,
        "nobody decides in this game",
      );
    }
    const dice = open(state);
    const events: (E | MatchOverEvent<P>)[] = [];
    const body = definition.play(state, player, legal, dice, events as E[]);
    return seal(body, dice, state, events, inside, freezeEvents);
  };

  const nothingToAdvance = (turn: Turn<P>): RingsideError =>
    new RingsideError("NOTHING_TO_ADVANCE", `${id}: nothing to advance`, [
      {
        path: "state",
        message: `the match waits for ${turn.kind === "decide" ? turn.players.join(", ") : "a move"}`,
      },
    ]);

  /** The automatic step of an `advance` turn. */
  const step = (
    state: S,
    turn: Turn<P>,
    inside = false,
    freezeEvents = true,
  ): InsideStep<S, E | MatchOverEvent<P>, P> => {
    if (turn.kind === "over") throw overError(turn);
    if (turn.kind === "decide" || definition.advance === undefined) throw nothingToAdvance(turn);
    const dice = open(state);
    const events: (E | MatchOverEvent<P>)[] = [];
    const body = definition.advance(state, dice, events as E[]);
    return seal(body, dice, state, events, inside, freezeEvents);
  };

  const viewOf = (state: S, player: P | null): V => {
    if (definition.view !== undefined) return definition.view(state, player);
    const { dice, ...rest } = state;
    void dice;
    // A V: a game without a `view` of its own declares its view as the state without the dice.
    return rest as V;
  };

  const start = (config: unknown, from: unknown): Step<S, E | MatchOverEvent<P>> => {
    const dice = openStart(id, from);
    const checked = definition.config(config);
    const events: (E | MatchOverEvent<P>)[] = [];
    const body = definition.setup(checked, dice, events as E[]);
    return outside(seal(body, dice, undefined, events));
  };

  const game: Game<C, S, M, E | MatchOverEvent<P>, V, P> = {
    id,
    start,
    setup: (config, from) => start(config, from).state,
    loadState: (input) => trust(input),
    players: (state) => definition.players(trust(state)),
    turn: (state) => definition.turn(trust(state)),
    moves(input, player) {
      const state = trust(input);
      knownPlayer(state, player, false);
      const turn = definition.turn(state);
      if (turn.kind !== "decide" || !turn.players.includes(player)) return NO_MOVES;
      const legal = offer(state, player);
      handed = { state, player, legal };
      return legal;
    },
    play(input, player, move) {
      const state = trust(input);
      knownPlayer(state, player, false);
      const turn = definition.turn(state);
      if (turn.kind === "over") throw overError(turn);
      if (turn.kind === "advance" || !turn.players.includes(player)) {
        const who =
          turn.kind === "advance" ? "nobody: the engine advances on its own" : turn.players.join(", ");
        throw new RingsideError("NOT_YOUR_TURN", `${id}: not ${player}'s decision`, [
          { path: "player", message: `waiting for ${who}` },
        ]);
      }
      const offered = handed !== undefined && handed.state === state && handed.player === player;
      return outside(apply(state, player, move, offered ? handed?.legal : undefined));
    },
    advance(input) {
      const state = trust(input);
      return outside(step(state, definition.turn(state)));
    },
    view(input, player) {
      const state = trust(input);
      knownPlayer(state, player, true);
      return viewOf(state, player);
    },
    ...(definition.fast === undefined ? {} : { fast: definition.fast }),
  };
  const driver: MatchDriver<S, M, E | MatchOverEvent<P>, V, P> = {
    turn: definition.turn,
    offer,
    view: viewOf,
    play: (state, player, move, offered, freezeEvents) =>
      apply(state, player, move, offered, true, freezeEvents),
    advance: (state, turn, freezeEvents) => step(state, turn, true, freezeEvents),
    freeze: (state) => {
      deepFreeze(state);
    },
    remember: (state) => {
      deepFreeze(state);
      made.add(state);
    },
    bare: {
      // The rules' bodies stand for states here: nothing reads their dice (the source is open).
      setup: (config, dice, events) => definition.setup(definition.config(config), dice, events as E[]) as S,
      turn: definition.turn,
      moves: definition.moves,
      view: viewOf,
      play: (state, player, move, dice, events) => {
        if (definition.play === undefined)
          throw new RingsideError(
            "ILLEGAL_MOVE",
            `${id}: this game takes no moves`,
            "nobody decides in this game",
          );
        return definition.play(state, player, move, dice, events as E[]) as S;
      },
      advance: (state, dice, events) => {
        if (definition.advance === undefined)
          throw new RingsideError(
            "NOTHING_TO_ADVANCE",
            `${id}: nothing to advance`,
            "nobody advances in this game",
          );
        return definition.advance(state, dice, events as E[]) as S;
      },
    },
  };
  registerDriver(game, driver);
  return Object.freeze(game);
}

/** A step as the public API returns it: the state and the events, not the inside track's turn. */
function outside<S, E extends GameEvent>(step: Step<S, E>): Step<S, E> {
  return { state: step.state, events: step.events };
}

function describePlayer(player: unknown): string {
  return typeof player === "string"
    ? JSON.stringify(player.length > 40 ? `${player.slice(0, 37)}...` : player)
    : typeof player;
}

function shortJson(value: unknown): string {
  const text = canonicalJson(value) ?? "undefined";
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** Opens the dice a match starts from, refusing anything but a safe integer seed or a dice state. */
function openStart(id: string, start: unknown): DiceSource {
  if (typeof start === "number") {
    if (!Number.isSafeInteger(start)) {
      throw new RingsideError("INVALID_ARGUMENT", `${id}: invalid seed`, [
        { path: "dice", message: `a seed is a safe integer, got ${String(start)}` },
      ]);
    }
    return openDice(start);
  }
  const problems = new Problems();
  const state = checkInput(diceStateSchema, start, "dice", problems);
  if (state === undefined || !problems.ok) {
    throw new RingsideError(
      "INVALID_ARGUMENT",
      `${id}: invalid starting dice`,
      problems.ok ? "not a dice state" : problems.list,
    );
  }
  return openDice(state);
}
