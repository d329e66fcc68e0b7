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

/** A state as a game's rules return it: everything but the dice, which the shape saves itself. */
export type StateBody<S extends MatchStateBase> = Omit<S, "dice"> & { readonly dice?: unknown };

/**
 * What a game author writes; {@link defineGame} turns it into a {@link Game} and adds every guard
 * the shape promises. Rules functions here receive only states the game made or checked, players
 * of the match, and legal moves (the very objects `moves` returned).
 */
export interface GameDefinition<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string> {
  /** The package's game id. */
  readonly id: string;
  /**
   * Validates an untrusted configuration and returns the one to play with. Throws a `RingsideError`
   * (`INVALID_CONFIG`, `INVALID_SHEET`, `INVALID_STRATEGY`) listing every problem.
   */
  readonly config: (input: unknown) => C;
  /** The valibot schema of the JSON state (embed core's `diceStateSchema` for `dice`). */
  readonly state: v.GenericSchema<unknown, unknown>;
  /** Cross-field checks of a state that passed the schema; add every problem found. */
  readonly checkState?: (state: S, problems: Problems) => void;
  /** The players of the match, in seating order. */
  readonly players: (state: S) => readonly P[];
  /** The first state (without `dice`); push opening events to `events`. */
  readonly setup: (config: C, dice: DiceSource, events: E[]) => StateBody<S>;
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
export function defineGame<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  definition: GameDefinition<C, S, M, E, V, P>,
): Game<C, S, M, E | MatchOverEvent<P>, V, P> {
  const { id } = definition;
  const made = new WeakSet<object>();

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

  const seal = (
    body: StateBody<S>,
    dice: DiceSource,
    events: (E | MatchOverEvent<P>)[],
  ): Step<S, E | MatchOverEvent<P>> => {
    // Keys added one by one, not by spread: a spread-then-frozen object gets a hidden class of its
    // own in V8, and a numeric fast path reading many such states goes megamorphic.
    // An S: the rules returned all of S but its dice (StateBody<S>), and these are the dice.
    const state = Object.assign({}, body, { dice: dice.save() }) as S;
    const turn = definition.turn(state);
    if (turn.kind === "over") events.push({ type: "match-over", result: turn.result });
    deepFreeze(state);
    made.add(state);
    for (const event of events) deepFreeze(event);
    return { state, events };
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

  const open = (state: S): DiceSource => openDice(state.dice);

  const start = (config: unknown, from: unknown): Step<S, E | MatchOverEvent<P>> => {
    const dice = openStart(id, from);
    const checked = definition.config(config);
    const events: (E | MatchOverEvent<P>)[] = [];
    const body = definition.setup(checked, dice, events as E[]);
    return seal(body, dice, events);
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
      return definition.moves(state, player);
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
      const legal = legalMove(state, player, move);
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
      return seal(body, dice, events);
    },
    advance(input) {
      const state = trust(input);
      const turn = definition.turn(state);
      if (turn.kind === "over") throw overError(turn);
      if (turn.kind === "decide" || definition.advance === undefined) {
        throw new RingsideError("NOTHING_TO_ADVANCE", `${id}: nothing to advance`, [
          {
            path: "state",
            message: `the match waits for ${turn.kind === "decide" ? turn.players.join(", ") : "a move"}`,
          },
        ]);
      }
      const dice = open(state);
      const events: (E | MatchOverEvent<P>)[] = [];
      const body = definition.advance(state, dice, events as E[]);
      return seal(body, dice, events);
    },
    view(input, player) {
      const state = trust(input);
      knownPlayer(state, player, true);
      if (definition.view !== undefined) return definition.view(state, player);
      const { dice, ...rest } = state;
      void dice;
      // A V: a game without a `view` of its own declares its view as the state without the dice.
      return rest as V;
    },
    ...(definition.fast === undefined ? {} : { fast: definition.fast }),
  };
  return Object.freeze(game);
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
