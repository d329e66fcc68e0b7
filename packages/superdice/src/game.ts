/**
 * The Super Dice `Game`, built with core's `defineGame`: the rules modules supply setup, turn,
 * moves, play and advance; core adds the guards every Ringside game shares (bad config, foreign
 * states, unknown players, moves out of turn, illegal or garbage moves: a `RingsideError` with a
 * stable code, the state untouched).
 */
import { defineGame, type Game } from "@ringside/core";
import { cloneState } from "./clone.js";
import { parseConfig, type SuperDiceConfig } from "./config.js";
import { superDiceFast } from "./fast.js";
import type { SuperDiceEvent, SuperDiceMove } from "./moves.js";
import { advanceMatch, matchMoves, matchTurn, playMove, setupMatch } from "./rules/match.js";
import { shareState } from "./share.js";
import { checkStateInvariants, superDiceStateSchema } from "./state.js";
import { PLAYERS, type SuperDicePlayer, type SuperDiceState, type SuperDiceView } from "./types.js";

/** The Super Dice game object. */
export type SuperDiceGame = Game<
  SuperDiceConfig,
  SuperDiceState,
  SuperDiceMove,
  SuperDiceEvent,
  SuperDiceView,
  SuperDicePlayer
>;

/**
 * The Super Dice game.
 *
 * @example
 * ```ts
 * import { runMatch } from "@ringside/core";
 * import { superdice, greedyBot } from "@ringside/superdice";
 * const m = runMatch(superdice, {
 *   config: { red: { name: "Cosmo Man" }, blue: { name: "Ant Man" } },
 *   dice: 7,
 *   bots: { red: greedyBot(), blue: greedyBot() },
 * });
 * console.log(m.result);
 * ```
 * @throws RingsideError `INVALID_CONFIG`, `INVALID_STATE`, `INVALID_ARGUMENT`, `UNKNOWN_PLAYER`,
 * `MATCH_OVER`, `NOT_YOUR_TURN`, `NOTHING_TO_ADVANCE`, `ILLEGAL_MOVE`.
 */
export const superdice: SuperDiceGame = defineGame<
  SuperDiceConfig,
  SuperDiceState,
  SuperDiceMove,
  SuperDiceEvent,
  SuperDiceView,
  SuperDicePlayer
>({
  id: "superdice",
  config: parseConfig,
  state: superDiceStateSchema,
  checkState: checkStateInvariants,
  players: () => PLAYERS,
  setup: (config, _dice, events) => setupMatch(config, events),
  turn: matchTurn,
  // Listed from a working copy: the state here is deep-frozen, and V8 reads a frozen array several
  // times slower than a plain one, in every loop of the rules that has once seen one (the fast
  // path's included).
  moves: (state, player) => matchMoves(cloneState(state), player),
  play(state, player, move, dice, events) {
    const work = cloneState(state);
    playMove(work, player, move, dice, events);
    return shareState(work, state);
  },
  advance(state, dice, events) {
    const work = cloneState(state);
    advanceMatch(work, dice, events);
    return shareState(work, state);
  },
  fast: superDiceFast,
});
