/**
 * The BlitzMatch 2.2 game: a resolver (nobody decides once the sheets and strategies are in),
 * built with core's `defineGame`. `start` validates the config and rings the bell (the pre-match
 * bookkeeping); every `advance` resolves one round; the match ends on a finish or the time limit.
 *
 * @module
 */
import {
  defineGame,
  eventList,
  runMatch,
  startMatch,
  type DiceStart,
  type FastResult,
  type Game,
  type MatchResult,
  type Turn,
} from "@ringside/core";
import { resolveOptions, validateConfig } from "./config.js";
import { runFast } from "./fast.js";
import { setupMatch } from "./match.js";
import { resolveRound } from "./rules/resolveRound.js";
import type { BlitzMatchEvent, BlitzMatchPlayer, BlitzMatchState } from "./state.js";
import { blitzMatchStateSchema, checkBlitzMatchState } from "./stateSchema.js";
import type { BlitzMatchStepEvent } from "./narrator.js";
import type { BlitzMatchConfig } from "./types.js";

/** A BlitzMatch move: there are none (the strategies are in before the bell). */
export type BlitzMatchMove = never;

/** What anyone may see: the whole match but its dice (nothing is hidden once the bell rings). */
export type BlitzMatchView = Omit<BlitzMatchState, "dice">;

/**
 * The BlitzMatch 2.2 engine.
 *
 * @throws RingsideError `INVALID_CONFIG` from `start`/`setup` (every problem of every slot and
 * strategy), `INVALID_STATE` for a state it did not make that does not hold up, `MATCH_OVER`,
 * `UNKNOWN_PLAYER`, `ILLEGAL_MOVE` (every move: nobody decides), `INVALID_ARGUMENT` for bad dice.
 * @example
 * ```ts
 * import { runMatch } from "@ringside/core";
 * import { blitzmatch, MIGHTY_BLOB, POWER_FIST } from "@ringside/blitzmatch";
 * const rounds = [{ attitude: "normal", activity: 1 }, ...];
 * const { result, events } = runMatch(blitzmatch, { dice: 42, config: {
 *   sides: [
 *     { id: "blob", slot: MIGHTY_BLOB, strategy: { add: ["weight", "power"], discard: "technical", rounds } },
 *     { id: "fist", slot: POWER_FIST, strategy: { add: ["martialArts", "power"], discard: "highFlying", rounds } },
 *   ],
 * } });
 * ```
 */
export const blitzmatch: Game<
  BlitzMatchConfig,
  BlitzMatchState,
  BlitzMatchMove,
  BlitzMatchStepEvent,
  BlitzMatchView,
  BlitzMatchPlayer
> = defineGame<
  BlitzMatchConfig,
  BlitzMatchState,
  BlitzMatchMove,
  BlitzMatchEvent,
  BlitzMatchView,
  BlitzMatchPlayer
>({
  id: "blitzmatch",
  config: (input) => validateConfig(input),
  state: blitzMatchStateSchema,
  checkState: checkBlitzMatchState,
  players: (state) => state.sides.map((s) => s.id),
  setup: (config, _dice, events) =>
    setupMatch({ sides: config.sides, options: resolveOptions(config.options) }, eventList(events) ?? []),
  turn: (state): Turn<BlitzMatchPlayer> =>
    state.result === null ? { kind: "advance" } : { kind: "over", result: state.result },
  moves: () => [],
  advance: (state, dice, events) => {
    const step = resolveRound(state, dice);
    events.push(...step.events);
    return step.state;
  },
  fast: {
    run: (config, dice, _bots, botSeed): FastResult<BlitzMatchPlayer> =>
      runFast(config, dice, (): FastResult<BlitzMatchPlayer> => {
        const slow = runMatch(blitzmatch, { config, dice, botSeed });
        return { result: slow.result, steps: slow.steps };
      }),
  },
});

/** A whole resolved match: the final state, every event (core's `match-over` last) and the result. */
export interface ResolvedMatch {
  readonly state: BlitzMatchState;
  readonly events: readonly BlitzMatchStepEvent[];
  readonly result: MatchResult<BlitzMatchPlayer>;
}

/**
 * Resolves a whole match as the federation head does: validates the config (a player's JSON is
 * fine), rings the bell and resolves round after round to the end.
 *
 * @throws RingsideError `INVALID_CONFIG` listing every problem; `INVALID_ARGUMENT` for bad dice.
 * @example
 * ```ts
 * const { result, events } = resolveMatch(config, 42);
 * console.log(writeUp(events));
 * ```
 */
export function resolveMatch(config: unknown, dice: DiceStart): ResolvedMatch {
  // `start` validates the config: the cast only names what it checks.
  const first = startMatch(blitzmatch, config as BlitzMatchConfig, dice);
  const events: BlitzMatchStepEvent[] = [...first.events];
  let state = first.state;
  for (let turn = blitzmatch.turn(state); turn.kind === "advance"; turn = blitzmatch.turn(state)) {
    const step = blitzmatch.advance(state);
    events.push(...step.events);
    state = step.state;
  }
  const turn = blitzmatch.turn(state);
  const result = turn.kind === "over" ? turn.result : { winner: null, method: "draw" as const };
  return { state, events, result };
}
