import type { DiceSource } from "../dice/DiceSource.js";
import { openDice } from "../dice/openDice.js";
import { Problems } from "../errors/problems.js";
import { RingsideError } from "../errors/RingsideError.js";
import { checkInput } from "../validate/parseInput.js";
import { jsonData } from "../validate/jsonData.js";
import { deepFreeze } from "./deepFreeze.js";
import { dropEvents, type EventSink } from "./EventSink.js";
import type { Game, GameEvent, MatchOverEvent, MatchStateBase, Step, Turn } from "./Game.js";
import type { GameDefinition, StateBody } from "./GameDefinition.js";
import { sameMove } from "./sameMove.js";
import { registerDriver, UNSAVED_DICE, type InsideStep, type MatchDriver } from "./driver.js";
import { savedDice } from "./savedDice.js";
import { offerMoves } from "./fastKit.js";
import { openStart } from "./openStart.js";
import { checkPlayer, noMovesError, nothingToAdvance, overError, shortJson } from "./stepErrors.js";

export type { GameDefinition, StateBody } from "./GameDefinition.js";

const NO_MOVES: readonly never[] = Object.freeze([]);
const NO_EVENTS: readonly never[] = Object.freeze([]);

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
 * @throws RingsideError from the game it returns: `INVALID_CONFIG` (or the definition's own codes),
 *   `INVALID_ARGUMENT`, `INVALID_STATE`, `UNKNOWN_PLAYER`, `MATCH_OVER`, `NOT_YOUR_TURN`,
 *   `NOTHING_TO_ADVANCE`, `ILLEGAL_MOVE`.
 */
export function defineGame<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string, K = C>(
  definition: GameDefinition<C, S, M, E, V, P, K>,
): Game<C, S, M, E | MatchOverEvent<P>, V, P> {
  type Ev = E | MatchOverEvent<P>;
  const { id } = definition;
  const made = new WeakSet<object>();
  /**
   * The last legal list `moves` handed out (frozen, moves included), with its state and player: a
   * move that is one of those very objects is legal as it is, since nothing can have changed it.
   * One entry, not a weak map: a weak collection per step costs more in garbage collection than
   * the check it saves.
   */
  let handed: { readonly state: S; readonly player: P; readonly legal: readonly M[] } | undefined;
  /**
   * The dice source that saved the newest state the public API returned, still open: the next step
   * from that very state rolls on with it instead of reopening the saved dice (the same draws: a
   * source and its saved state continue alike). Taken once; a step from any other state reopens
   * its saved dice.
   */
  let liveState: S | undefined;
  let liveDice: DiceSource | undefined;

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
   * The state a rule returned, with `dice` in place of whatever dice it carries. A body the rules
   * made fresh takes its dice in place; the state the step started from (a rule that returned its
   * input) or any frozen body is copied key by key, not by spread: a spread-then-frozen object gets
   * a hidden class of its own in V8.
   */
  const withDice = (body: StateBody<S>, from: S | undefined, dice: S["dice"]): S => {
    // An S: the rules returned all of S but its dice (StateBody<S>), and these are the dice.
    if (body === from || Object.isFrozen(body)) return Object.assign({}, body, { dice }) as S;
    (body as { dice?: unknown }).dice = dice;
    return body as S;
  };

  /**
   * A step for the public API: the next state with its dice saved (`from`: the state the step
   * started from, whose dice the new state shares when the step rolled nothing), frozen and
   * remembered, and its events frozen, `match-over` last when the match ended.
   */
  const seal = (body: StateBody<S>, dice: DiceSource, from: S | undefined, events: Ev[]): Step<S, Ev> => {
    const state = withDice(body, from, savedDice(dice, from?.dice));
    const turn = definition.turn(state);
    if (turn.kind === "over") events.push({ type: "match-over", result: turn.result });
    liveState = state;
    liveDice = dice;
    deepFreeze(state);
    made.add(state);
    for (const event of events) deepFreeze(event);
    return { state, events };
  };

  /**
   * A step of `runMatch`'s loop: the next state with {@link UNSAVED_DICE}, neither frozen nor
   * remembered, since no one outside the rules can reach it yet (the loop seals a state when it
   * leaves, to a bot's view or to the caller); its events, frozen, when `events` keeps them.
   */
  const sealInside = (
    body: StateBody<S>,
    from: S,
    events: Ev[] | undefined,
    sink: EventSink<Ev>,
  ): InsideStep<S, Ev, P> => {
    const state = withDice(body, from, UNSAVED_DICE);
    const turn = definition.turn(state);
    if (turn.kind === "over") sink.push({ type: "match-over", result: turn.result });
    if (events === undefined) return { state, events: NO_EVENTS, turn };
    for (const event of events) deepFreeze(event);
    return { state, events, turn };
  };

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

  /** Legal as it is when it is one of the frozen moves `offered`, else checked by value. */
  const chosen = (state: S, player: P, move: unknown, offered: readonly M[] | undefined): M =>
    offered !== undefined && offered.includes(move as M) ? (move as M) : legalMove(state, player, move);

  const open = (state: S): DiceSource => {
    if (liveDice !== undefined && liveState === state) {
      const dice = liveDice;
      liveState = undefined;
      liveDice = undefined;
      return dice;
    }
    return openDice(state.dice);
  };

  /** The list `offer` handed out last, frozen all the way down. */
  let offeredLast: readonly M[] | undefined;
  /** The legal moves of `player` now, frozen, moves included. */
  const offer = (state: S, player: P): readonly M[] => {
    const legal = definition.moves(state, player);
    // A list the game shares (the same object as the last one) was frozen through then.
    if (legal === offeredLast) return legal;
    offeredLast = offerMoves(legal);
    return offeredLast;
  };

  const playRule = (state: S, player: P, move: M, dice: DiceSource, events: EventSink<E>): StateBody<S> => {
    if (definition.play === undefined) throw noMovesError(id);
    return definition.play(state, player, move, dice, events);
  };

  /** The rule of an `advance` turn's automatic step (`MATCH_OVER` or `NOTHING_TO_ADVANCE` else). */
  const advanceRule = (turn: Turn<P>): NonNullable<typeof definition.advance> => {
    if (turn.kind === "over") throw overError(id, turn);
    if (turn.kind === "decide" || definition.advance === undefined) throw nothingToAdvance(id, turn);
    return definition.advance;
  };

  const viewOf = (state: S, player: P | null): V => {
    if (definition.view !== undefined) return definition.view(state, player);
    const { dice, ...rest } = state;
    void dice;
    // A V: a game without a `view` of its own declares its view as the state without the dice.
    return rest as V;
  };

  const start = (config: unknown, from: unknown): Step<S, Ev> => {
    const dice = openStart(id, from);
    const checked = definition.config(config);
    const events: Ev[] = [];
    const body = definition.setup(checked, dice, events);
    return seal(body, dice, undefined, events);
  };

  const game: Game<C, S, M, Ev, V, P> = {
    id,
    start,
    setup: (config, from) => start(config, from).state,
    loadState: (input) => trust(input),
    players: (state) => definition.players(trust(state)),
    turn: (state) => definition.turn(trust(state)),
    moves(input, player) {
      const state = trust(input);
      checkPlayer(id, definition.players(state), player, false);
      const turn = definition.turn(state);
      if (turn.kind !== "decide" || !turn.players.includes(player)) return NO_MOVES;
      const legal = offer(state, player);
      handed = { state, player, legal };
      return legal;
    },
    play(input, player, move) {
      const state = trust(input);
      checkPlayer(id, definition.players(state), player, false);
      const turn = definition.turn(state);
      if (turn.kind === "over") throw overError(id, turn);
      if (turn.kind === "advance" || !turn.players.includes(player)) {
        const who =
          turn.kind === "advance" ? "nobody: the engine advances on its own" : turn.players.join(", ");
        throw new RingsideError("NOT_YOUR_TURN", `${id}: not ${player}'s decision`, [
          { path: "player", message: `waiting for ${who}` },
        ]);
      }
      const offered = handed !== undefined && handed.state === state && handed.player === player;
      const legal = chosen(state, player, move, offered ? handed?.legal : undefined);
      const dice = open(state);
      const events: Ev[] = [];
      return seal(playRule(state, player, legal, dice, events), dice, state, events);
    },
    advance(input) {
      const state = trust(input);
      const rule = advanceRule(definition.turn(state));
      const dice = open(state);
      const events: Ev[] = [];
      return seal(rule(state, dice, events), dice, state, events);
    },
    view(input, player) {
      const state = trust(input);
      checkPlayer(id, definition.players(state), player, true);
      return viewOf(state, player);
    },
    ...(definition.fast === undefined ? {} : { fast: definition.fast }),
  };

  const driver: MatchDriver<S, M, Ev, V, P> = {
    turn: definition.turn,
    offer,
    view: viewOf,
    open,
    play(state, player, move, offered, dice, keepEvents) {
      const legal = chosen(state, player, move, offered);
      const events: Ev[] | undefined = keepEvents ? [] : undefined;
      const sink = events ?? dropEvents<Ev>();
      return sealInside(playRule(state, player, legal, dice, sink), state, events, sink);
    },
    advance(state, turn, dice, keepEvents) {
      const events: Ev[] | undefined = keepEvents ? [] : undefined;
      const sink = events ?? dropEvents<Ev>();
      return sealInside(advanceRule(turn)(state, dice, sink), state, events, sink);
    },
    freeze: (state, seen) => {
      const parts = state as Record<string, unknown>;
      let i = 0;
      for (const key in parts) {
        const part = parts[key];
        if (part !== seen[i]) {
          deepFreeze(part);
          seen[i] = part;
        }
        i++;
      }
    },
    remember: (inside, dice) => {
      const state = inside.dice === UNSAVED_DICE ? withDice(inside, undefined, dice.save()) : inside;
      deepFreeze(state);
      made.add(state);
      return state;
    },
    bare: {
      // The rules' bodies stand for states here: nothing reads their dice (the source is open).
      setup: (config, dice, events) => definition.setup(definition.config(config), dice, events) as S,
      turn: definition.turn,
      moves: definition.moves,
      view: viewOf,
      play: (state, player, move, dice, events) => playRule(state, player, move, dice, events) as S,
      advance: (state, dice, events) => {
        if (definition.advance === undefined)
          throw new RingsideError(
            "NOTHING_TO_ADVANCE",
            `${id}: nothing to advance`,
            "nobody advances in this game",
          );
        return definition.advance(state, dice, events) as S;
      },
    },
  };
  registerDriver(game, driver);
  return Object.freeze(game);
}
