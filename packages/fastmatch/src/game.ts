import {
  RingsideError,
  openDice,
  seededDiceFromState,
  type DiceStart,
  type Game,
  type MatchResult,
  type Step,
  type Turn,
} from "@ringside/core";
import type { FastMatchConfig } from "./config.js";
import type { FastMatchEvent, Side } from "./events.js";
import { createNumericCore } from "./core.js";
import { playByRules } from "./match.js";
import { loadConfig } from "./config.js";
import { setupMatch, startMatch } from "./setup.js";
import type { FastMatchState } from "./state.js";

/** FastMatch! never waits for a player once strategies are in: there are no moves. */
export type FastMatchMove = never;

/** What anyone may see: everything, since strategies are already sent and the fed head resolves openly. */
export type FastMatchView = FastMatchState;

/**
 * The FastMatch! 3.0 engine for singles, tag-team and six-man matches. Players send characters and
 * strategies (the config); the engine is the federation head and resolves the match round by round
 * with {@link Game.advance} (the turn is always `advance` until the result).
 */
export const fastmatch: Game<
  FastMatchConfig,
  FastMatchState,
  FastMatchMove,
  FastMatchEvent,
  FastMatchView,
  Side
> = {
  id: "fastmatch",
  // Until this game moves to core's defineGame (core round 2): no opening events, no state check.
  start(config, dice) {
    return { state: this.setup(config, dice), events: [] };
  },
  loadState: (input) => input as FastMatchState,
  setup(config: FastMatchConfig, dice: DiceStart): FastMatchState {
    return setupMatch(config, dice);
  },
  players: () => ["challenger", "defender"],
  turn(state): Turn<Side> {
    return state.result === null ? { kind: "advance" } : { kind: "over", result: state.result };
  },
  moves: () => [],
  play(state, player): Step<FastMatchState, FastMatchEvent> {
    if (state.result !== null)
      throw new RingsideError("MATCH_OVER", "fastmatch: the match is over", [
        { path: "move", message: `no move is possible after the result (${state.result.method})` },
      ]);
    throw new RingsideError("NOT_YOUR_TURN", `fastmatch: not ${player}'s decision`, [
      {
        path: "player",
        message: "waiting for nobody: the federation head resolves the strategies on its own",
      },
    ]);
  },
  advance(state): Step<FastMatchState, FastMatchEvent> {
    if (state.result !== null)
      throw new RingsideError("MATCH_OVER", "fastmatch: the match is over", [
        { path: "state", message: `already decided (${state.result.method})` },
      ]);
    const events: FastMatchEvent[] = [];
    const dice = state.dice.kind === "seeded" ? seededDiceFromState(state.dice) : openDice(state.dice);
    return { state: playByRules(state, dice, events, true), events };
  },
  view: (state) => state,
};

/** A finished match: its result, the final state and its events. */
export interface ResolvedMatch {
  /** How the match ended (the final state's `result`). */
  readonly result: MatchResult<Side>;
  readonly state: FastMatchState;
  readonly events: readonly FastMatchEvent[];
}

/** Options of {@link resolveMatch}. */
export interface ResolveOptions {
  /**
   * Collect the events (default true). With `false` the match is played by the same rules without
   * building any event and `events` is empty; the state, result and dice are the same. For many
   * matches at once use {@link createSimulator}, which is several times faster.
   */
  readonly events?: boolean;
}

/**
 * Resolves a whole match at once, as the federation head does: from a configuration (with a seed or
 * dice state) or from a state already under way. Same seed, same match. The whole match is played
 * by the readable rules on one working copy with one open dice source, so it equals
 * {@link fastmatch}'s `advance` step by step. From a configuration, `events` open with the bell
 * (the referee's awareness rolls).
 *
 * @throws RingsideError `INVALID_CONFIG` / `INVALID_SHEET` / `INVALID_STRATEGY` for a bad configuration.
 * @example
 * ```ts
 * const { result, events } = resolveMatch({ config: singlesConfig, dice: 42 });
 * ```
 */
export function resolveMatch(
  from: FastMatchState | { readonly config: FastMatchConfig; readonly dice: DiceStart },
  options: ResolveOptions = {},
): ResolvedMatch {
  const opened = "config" in from ? startMatch(loadConfig(from.config), openDice(from.dice)) : null;
  const start = opened === null ? (from as FastMatchState) : opened.state;
  // From a configuration the events open with setup's own: the bell and the awareness rolls.
  const bell: readonly FastMatchEvent[] = opened === null ? [] : opened.events;
  if (start.result !== null) return { result: start.result, state: start, events: [...bell] };
  const dice = start.dice.kind === "seeded" ? seededDiceFromState(start.dice) : openDice(start.dice);
  if (options.events === false) {
    const state = playByRules(start, dice, null, false);
    return { result: state.result!, state, events: [] };
  }
  const events: FastMatchEvent[] = [...bell];
  const state = playByRules(start, dice, events, false);
  return { result: state.result!, state, events };
}

/** A finished match from the bulk path: its result and final state (no events). */
export interface SimulatedMatch {
  readonly result: MatchResult<Side>;
  readonly state: FastMatchState;
}

/** Many matches, one after the other, on one numeric core (see {@link createSimulator}). */
export interface FastMatchSimulator {
  /**
   * Resolves a match from a configuration or a state under way, without events: the same result and
   * final state (dice included) as {@link resolveMatch}.
   *
   * @throws RingsideError `INVALID_CONFIG` / `INVALID_SHEET` / `INVALID_STRATEGY` for a bad configuration.
   */
  resolve(
    from: FastMatchState | { readonly config: FastMatchConfig; readonly dice: DiceStart },
  ): SimulatedMatch;
}

/**
 * Opens a simulator for bulk resolution (odds, many seeds): a numeric core of its own (integer
 * blocks, strategies compiled once per strategy), reused by every match it resolves, several times
 * faster than {@link resolveMatch}. It equals the readable rules (a property test checks it); keep one
 * per simulation, and one per thread.
 *
 * @example
 * ```ts
 * const sim = createSimulator();
 * let wins = 0;
 * for (let seed = 0; seed < 10_000; seed++)
 *   if (sim.resolve({ config: singlesConfig, dice: seed }).result.winner === "challenger") wins++;
 * ```
 */
export function createSimulator(): FastMatchSimulator {
  const core = createNumericCore();
  return {
    resolve(from) {
      const start = "config" in from ? setupMatch(from.config, from.dice) : from;
      if (start.result !== null) return { result: start.result, state: start };
      const dice = start.dice.kind === "seeded" ? seededDiceFromState(start.dice) : openDice(start.dice);
      const state = core.playMatch(start, dice, null, false);
      return { result: state.result!, state };
    },
  };
}
