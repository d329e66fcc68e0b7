import {
  defined,
  defineGame,
  eventList,
  isRecord,
  openDice,
  RingsideError,
  seededDiceFromState,
  type DiceSource,
  type DiceStart,
  type MatchResult,
  type Turn,
} from "@ringside/core";
import type { FastMatchConfig } from "./loaders/config.js";
import type { FastMatchEvent, Side } from "./events.js";
import { playByRules } from "./match.js";
import { loadConfig, type LoadedConfig } from "./loaders/config.js";
import { openingOf, ringBell, startMatch } from "./setup.js";
import { checkFastMatchState, fastMatchStateSchema } from "./stateSchema.js";
import type { FastMatchState } from "./state.js";

/** FastMatch! never waits for a player once strategies are in: there are no moves. */
export type FastMatchMove = never;

/** What anyone may see: the whole match without its dice (strategies are already sent; the fed head resolves openly). */
export type FastMatchView = Omit<FastMatchState, "dice">;

/**
 * The FastMatch! 3.0 engine for singles, tag-team and six-man matches, a resolver: players send
 * characters and strategies (the config); the engine is the federation head and resolves the match
 * round by round with `advance` (nobody decides; `runMatch` and `simulate` need no bots). `start`
 * opens with the bell (the referee's awareness rolls); a state the engine did not make is checked
 * against its schema first.
 *
 * @throws RingsideError `INVALID_CONFIG` / `INVALID_SHEET` / `INVALID_STRATEGY` (setup),
 *   `INVALID_STATE`, `MATCH_OVER`, `NOT_YOUR_TURN`, `UNKNOWN_PLAYER` (see core's `defineGame`).
 * @example
 * ```ts
 * const { state, events } = fastmatch.start(singlesConfig, 42);
 * const next = fastmatch.advance(state);
 * ```
 */
export const fastmatch = defineGame<
  FastMatchConfig,
  FastMatchState,
  FastMatchMove,
  FastMatchEvent,
  FastMatchView,
  Side,
  LoadedConfig
>({
  id: "fastmatch",
  config: loadConfig,
  state: fastMatchStateSchema,
  checkState: checkFastMatchState,
  players: () => SIDES,
  setup(config, dice, events) {
    const opened = startMatch(config, dice);
    events.push(...opened.events);
    return opened.state;
  },
  turn: (state): Turn<Side> =>
    state.result === null ? { kind: "advance" } : { kind: "over", result: state.result },
  moves: () => [],
  advance: (state, dice, events) => playByRules(state, dice, eventList(events), true),
  fast: {
    run(config, dice) {
      const { result, state } = createSimulator(config).play(dice);
      return { result, steps: state.round };
    },
  },
});

const SIDES: readonly Side[] = Object.freeze(["challenger", "defender"]);

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
   * matches of one booking use {@link createSimulator}, which checks the booking once.
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
  const booked = isRecord(from) && "config" in from;
  const opened = booked ? startMatch(loadConfig(from.config), openDice(from.dice)) : null;
  // A state the engine did not make is checked (INVALID_STATE) and copied: nothing of the
  // caller's is kept by reference.
  const start = opened === null ? fastmatch.loadState(from) : opened.state;
  // From a configuration the events open with setup's own: the bell and the awareness rolls.
  const bell: readonly FastMatchEvent[] = opened === null ? [] : opened.events;
  if (start.result !== null) return { result: start.result, state: start, events: [...bell] };
  const dice = start.dice.kind === "seeded" ? seededDiceFromState(start.dice) : openDice(start.dice);
  if (options.events === false) {
    const state = playByRules(start, dice, null, false);
    return {
      result: defined(state.result ?? undefined, "fastmatch: the result of a finished match"),
      state,
      events: [],
    };
  }
  const events: FastMatchEvent[] = [...bell];
  const state = playByRules(start, dice, events, false);
  events.push({
    type: "match-over",
    result: defined(state.result ?? undefined, "fastmatch: the result of a finished match"),
  });
  return {
    result: defined(state.result ?? undefined, "fastmatch: the result of a finished match"),
    state,
    events,
  };
}

/** A finished match from the bulk path: its result and final state (no events). */
export interface SimulatedMatch {
  readonly result: MatchResult<Side>;
  readonly state: FastMatchState;
}

/** Many matches, one after the other, by the readable rules (see {@link createSimulator}). */
export interface FastMatchSimulator {
  /**
   * Resolves a match from a configuration or a state under way, without events: the same result and
   * final state (dice included) as {@link resolveMatch}.
   *
   * @throws RingsideError `INVALID_CONFIG` / `INVALID_SHEET` / `INVALID_STRATEGY` for a bad
   *   configuration, `INVALID_STATE` for a state the engine cannot continue.
   */
  resolve(
    from: FastMatchState | { readonly config: FastMatchConfig; readonly dice: DiceStart },
  ): SimulatedMatch;
  /**
   * Resolves the simulator's own booking (the configuration given to {@link createSimulator}) with
   * these dice: the same match as `resolve({ config, dice })`, without checking the booking again.
   *
   * @throws RingsideError `INVALID_ARGUMENT` when the simulator was opened without a booking, or
   *   for bad dice.
   */
  play(dice: DiceStart): SimulatedMatch;
}

/**
 * Opens a simulator for bulk resolution (odds, many seeds): it plays the readable rules
 * (`src/rules/`, the same functions as {@link resolveMatch} and the Game API) without building
 * events, on seeded dice thrown a whole sum at a time. Give it a booking to play that booking again
 * and again with {@link FastMatchSimulator.play}: the booking is checked and worked out once, so
 * each match only rings the bell and plays; keep one simulator per simulation.
 *
 * @throws RingsideError `INVALID_CONFIG` / `INVALID_SHEET` / `INVALID_STRATEGY` for a bad booking.
 * @example
 * ```ts
 * const sim = createSimulator(singlesConfig);
 * let wins = 0;
 * for (let seed = 0; seed < 10_000; seed++) if (sim.play(seed).result.winner === "challenger") wins++;
 * ```
 */
export function createSimulator(config?: FastMatchConfig): FastMatchSimulator {
  // The booking's opening worked out once: each play only rings the bell (awareness) and plays.
  const opening = config === undefined ? null : openingOf(loadConfig(config));
  const finish = (start: FastMatchState, dice: DiceSource): SimulatedMatch => {
    if (start.result !== null) return { result: start.result, state: start };
    const state = playByRules(start, dice, null, false);
    return { result: defined(state.result ?? undefined, "fastmatch: the result of a finished match"), state };
  };
  return {
    resolve(from) {
      const start =
        isRecord(from) && "config" in from
          ? fastmatch.setup(from.config, from.dice)
          : fastmatch.loadState(from);
      return finish(
        start,
        start.dice.kind === "seeded" ? seededDiceFromState(start.dice) : openDice(start.dice),
      );
    },
    play(dice) {
      if (opening === null)
        throw new RingsideError("INVALID_ARGUMENT", "fastmatch: this simulator has no booking", [
          { path: "config", message: "open it with createSimulator(config) to play a booking by its dice" },
        ]);
      const source = openDice(dice);
      return finish(ringBell(opening, source).state, source);
    },
  };
}

/**
 * Loads a configuration (every problem at once) and opens the match with the given dice: the
 * state of {@link fastmatch}'s `setup`.
 *
 * @throws RingsideError `INVALID_CONFIG` / `INVALID_SHEET` / `INVALID_STRATEGY`; `INVALID_ARGUMENT` for bad dice.
 */
export function setupMatch(config: FastMatchConfig, dice: DiceStart): FastMatchState {
  return fastmatch.setup(config, dice);
}
