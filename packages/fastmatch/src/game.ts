import {
  RingsideError,
  openDice,
  seededDiceFromState,
  type DiceStart,
  type SeededDiceState,
  type Game,
  type MatchResult,
  type Step,
  type Turn,
} from "@ringside/core";
import type { FastMatchConfig } from "./config.js";
import type { FastMatchEvent, Side } from "./events.js";
import { advanceMatch, playMatch, resolveSingles } from "./core.js";
import { setupMatch } from "./setup.js";
import type { FastMatchState } from "./state.js";

/** A seeded singles match: resolved without events, it builds its final state only when read. */
function seededSingles(state: FastMatchState): state is FastMatchState & { readonly dice: SeededDiceState } {
  return state.kind === "singles" && state.dice.kind === "seeded";
}

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
    return { state: advanceMatch(state, events), events };
  },
  view: (state) => state,
};

/** A finished match: its result, the final state and every event from the bell. */
export interface ResolvedMatch {
  /** How the match ended (the final state's `result`). */
  readonly result: MatchResult<Side>;
  readonly state: FastMatchState;
  readonly events: readonly FastMatchEvent[];
}

/** Options of {@link resolveMatch}. */
export interface ResolveOptions {
  /**
   * Collect the events (default true). With `false` the match is played without building any event
   * (the fast path for bulk simulation) and `events` is empty; the state, result and dice are the
   * same. A seeded singles match then keeps only its result and builds its final state when
   * `state` is first read, by playing the match once more from the same state and dice (about the
   * cost of resolving it again; same seed, same match). `state` is a getter on the returned
   * object's class (`JSON.stringify` of the match includes it; a spread or `structuredClone`
   * copies only `result` and `events`, so read `state` itself). Reading only `result` skips that
   * work; to keep every final state, resolve with events.
   */
  readonly events?: boolean;
}

/**
 * Resolves a whole match at once, as the federation head does: from a configuration (with a seed or
 * dice state) or from a state already under way. Same seed, same match. The whole match is played
 * on one working copy with one open dice source, so it equals {@link fastmatch}'s `advance` step by
 * step, only faster.
 */
export function resolveMatch(
  from: FastMatchState | { readonly config: FastMatchConfig; readonly dice: DiceStart },
  options: ResolveOptions = {},
): ResolvedMatch {
  const start = "config" in from ? setupMatch(from.config, from.dice) : from;
  if (start.result !== null) return { result: start.result, state: start, events: [] };
  if (options.events === false && seededSingles(start)) return resolveSingles(start);
  const dice = start.dice.kind === "seeded" ? seededDiceFromState(start.dice) : openDice(start.dice);
  const events: FastMatchEvent[] | null = options.events === false ? null : [];
  const state = playMatch(start, dice, events, false);
  return { result: state.result!, state, events: events ?? [] };
}
