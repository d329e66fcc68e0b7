/*
 * The Royal Rumble (FastMatch! 3.0, VIII "Royal Rumble Rules"): a game of its own. Every fight is
 * STR/TEC on the rumble chart against a random attribute; 7+ tries to throw the loser over the top;
 * a new entrant every two rounds; fatigue counted per wrestler. The rules are one module each beside
 * this one (`config`, `plan`, `entry`, `engage`, `fight`, `damage`, `toss`, `cheatChecks`,
 * `elimination`, `fatigue`, `round`); this module opens a rumble and makes it a `Game`.
 * Docs: /fastmatch/rumble
 */
import {
  defineGame,
  eventList,
  openDice,
  type DiceSource,
  type DiceStart,
  type StateBody,
  type Turn,
} from "@ringside/core";
import { loadRumbleConfig, prepareRumble } from "./config.js";
import { enter } from "./entry.js";
import { playRumbleRound } from "./round.js";
import { checkRumbleState, rumbleStateSchema } from "./stateSchema.js";
import type { RumbleConfig, RumbleEvent, RumbleState } from "./types.js";

export { loadRumbleConfig } from "./config.js";
export { playRumbleRound } from "./round.js";

/** Opens a checked rumble with its dice: the first two entrants start (their entries are events). */
function openRumble(config: RumbleConfig, dice: DiceSource, events: RumbleEvent[]): StateBody<RumbleState> {
  const { wrestlers, interval, maxRounds } = prepareRumble(config);
  const work = wrestlers.map((w) => ({ ...w }));
  for (const k of [0, 1]) enter(work, k, dice, 0, events);
  return {
    game: "fastmatch-rumble",
    round: 0,
    entryInterval: interval,
    maxRounds,
    wrestlers: work,
    eliminated: [],
    result: null,
  };
}

/**
 * Checks a rumble configuration (every problem at once) and opens it: the first two entrants start.
 *
 * @throws RingsideError `INVALID_CONFIG` / `INVALID_SHEET`; `INVALID_ARGUMENT` for bad dice.
 */
export function setupRumble(config: RumbleConfig, start: DiceStart): RumbleState {
  return fastmatchRumble.setup(config, start);
}

/** What anyone may see of a rumble: everything but the dice. */
export type RumbleView = Omit<RumbleState, "dice">;

/**
 * The FastMatch! Royal Rumble, a resolver built with core's `defineGame`: every fight is STR/TEC on
 * the rumble chart against a random attribute, 7+ tries to throw the loser over the top (+1 if the
 * winner's STR beats the loser's WEI, the loser adds half his WEI), an AGI+SPD save keeps him in,
 * extra attackers and run-ins add +1 each, a new entrant every two rounds, fatigue counted per
 * wrestler. Players are the entrants by name; `start` opens with the first two entries.
 *
 * @throws RingsideError `INVALID_CONFIG` / `INVALID_SHEET`, `INVALID_STATE`, `MATCH_OVER` (see core's `defineGame`).
 * @example
 * ```ts
 * const { state, events } = fastmatchRumble.start({ entrants: [captainLuger, kaltor, buddy] }, 7);
 * ```
 */
export const fastmatchRumble = defineGame<RumbleConfig, RumbleState, never, RumbleEvent, RumbleView, string>({
  id: "fastmatch-rumble",
  config: loadRumbleConfig,
  state: rumbleStateSchema,
  checkState: checkRumbleState,
  setup: (config, dice, events) => openRumble(config, dice, eventList(events) ?? []),
  players: (state) => state.wrestlers.map((w) => w.name),
  turn: (state): Turn<string> =>
    state.result === null ? { kind: "advance" } : { kind: "over", result: state.result },
  moves: () => [],
  advance: (state, dice, events) => {
    const step = playRumbleRound(state, dice);
    events.push(...step.events);
    return step.state;
  },
});

/** Runs a whole rumble at once (as the federation head would) and returns the final state and events. */
export function resolveRumble(
  config: RumbleConfig,
  dice: DiceStart,
): { readonly state: RumbleState; readonly events: readonly RumbleEvent[] } {
  const opened = fastmatchRumble.start(config, dice);
  let state = opened.state;
  const events: RumbleEvent[] = opened.events.filter((e): e is RumbleEvent => e.type !== "match-over");
  const source = openDice(state.dice);
  while (state.result === null) {
    const step = playRumbleRound(state, source);
    state = step.state;
    events.push(...step.events);
  }
  return { state, events };
}

export type { RumbleConfig, RumbleEvent, RumblePlan, RumbleState, RumbleWrestler, RunIn } from "./types.js";
export { narrateRumble } from "./narrator.js";
