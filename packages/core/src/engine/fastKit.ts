/**
 * The fast-path kit: what every game's whole-match fast path (core's `FastPath`) uses, so that the
 * fast paths of all games answer the same questions the same way.
 *
 * - **Tag the game's own bots** with a {@link BotTag} (one per game, made by {@link createBotTag}):
 *   a fast path asks `tag.read(bot)` to know a bot it may run its own way. A tag cannot be forged:
 *   it lives in a weak map, not in a property anybody could set.
 * - **Events**: the rules push into an {@link EventSink} (any array is one); a fast path that never
 *   reads them passes {@link dropEvents}.
 * - **Moves**: hand any other bot {@link offerMoves}`(legal)` (frozen, moves included) and take its
 *   answer through {@link chosenMove}, which checks it by value against the legal moves and
 *   returns the legal move itself (`ILLEGAL_MOVE` otherwise), exactly as `play` does.
 * - **Views**: any other bot gets a view it cannot write through: {@link freezeView} on a view
 *   built from parts the rules never change in place, or on a copy of a mutable working state.
 *
 * @example
 * ```ts
 * const OWN = createBotTag<"random">();
 * export const myRandomBot = () => OWN.tag(randomBot<MyView, MyMove>(), "random");
 * // in the fast path, for a deciding player:
 * const legal = offerMoves(legalMoves(state, player));
 * const move = OWN.read(bot) === "random"
 *   ? legal[rng.int(0, legal.length - 1)]
 *   : chosenMove("mygame", player, legal, bot({ view: freezeView(viewOf(state, player)), moves: legal, rng }));
 * ```
 * @module
 */
import { RingsideError } from "../errors/RingsideError.js";
import { describe } from "../errors/guards.js";
import { deepFreeze, freezeThrough } from "./deepFreeze.js";
import { sameMove } from "./sameMove.js";

export { dropEvents, eventList, type EventSink } from "./EventSink.js";
export { openStart } from "./openStart.js";

/** A game's mark on its own bots, read by its fast path. */
export interface BotTag<T> {
  /** Marks `bot` with `value` and returns the same function. */
  tag<B extends object>(bot: B, value: T): B;
  /** The value `bot` was marked with, or `undefined` for any other bot (or non-bot). */
  read(bot: unknown): T | undefined;
}

/**
 * A new {@link BotTag}: one per game (or per kind of bot a fast path knows).
 *
 * @example
 * ```ts
 * const POLICY = createBotTag<{ kind: "threshold"; quitAt: number }>();
 * const bot = POLICY.tag(({ moves }) => moves[0]!, { kind: "threshold", quitAt: 5 });
 * POLICY.read(bot); // { kind: "threshold", quitAt: 5 }
 * ```
 */
export function createBotTag<T>(): BotTag<T> {
  const marks = new WeakMap<object, T>();
  return {
    tag(bot, value) {
      marks.set(bot, value);
      return bot;
    },
    read: (bot) =>
      typeof bot === "function" || (typeof bot === "object" && bot !== null) ? marks.get(bot) : undefined,
  };
}

/**
 * The legal moves as a bot may receive them: the list and every move in it frozen all the way down
 * (parts of a move the game froze only at the top included), so that a move a bot picks from them
 * is still the move it was (and checking it is an identity test).
 */
export function offerMoves<M>(legal: readonly M[]): readonly M[] {
  if (!Object.isFrozen(legal)) {
    for (const move of legal) freezeThrough(move);
    return Object.freeze(legal);
  }
  // A frozen list keeps its moves, and a move frozen all the way down stays so: a list the game
  // shares (its one list of roll-or-quit moves) is walked the first time it is offered only.
  if (offeredThrough.has(legal)) return legal;
  for (const move of legal) freezeThrough(move);
  offeredThrough.add(legal);
  return legal;
}

/** Frozen lists of legal moves already offered, so frozen all the way down. */
const offeredThrough = new WeakSet<object>();

/**
 * The legal move a bot chose, checked by value: one of `legal` itself (the very object, or the one
 * equal to it as data), never the bot's object.
 *
 * @throws RingsideError `ILLEGAL_MOVE` when `move` is not among `legal`.
 */
export function chosenMove<M>(gameId: string, player: string, legal: readonly M[], move: unknown): M {
  for (const candidate of legal) if (candidate === move) return candidate;
  for (const candidate of legal) if (sameMove(candidate, move)) return candidate;
  throw new RingsideError("ILLEGAL_MOVE", `${gameId}: illegal move`, [
    {
      path: "move",
      message: `the bot of ${player} chose ${describe(move)}, not among its ${legal.length} legal moves`,
    },
  ]);
}

/**
 * A view a bot cannot write through: `view` deep-frozen in place (parts already frozen are not
 * walked again). Give it a view whose parts the rules never change in place, or a copy.
 */
export function freezeView<V>(view: V): V {
  return deepFreeze(view);
}
