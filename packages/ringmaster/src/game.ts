/**
 * The RingMaster singles match as a Ringside `Game`, built with core's `defineGame`.
 */
import { defineGame, eventList, runMatch, type Game, type MatchOverEvent } from "@ringside/core";
import {
  DEFAULT_RINGMASTER_OPTIONS,
  RINGMASTER_PLAYERS,
  type RingMasterConfig,
  type RingMasterPlayer,
} from "./config.js";
import { validateConfig } from "./validateConfig.js";
import { runFast } from "./fast.js";
import { seenBy } from "./match/hiddenInfo.js";
import { deciding, legalMoves, playMove, setupMatch } from "./match.js";
import type { RingMasterMove, RingMasterState, RingMasterView } from "./state.js";
import type { RingMasterEvent } from "./events.js";
import { checkRingMasterState, ringMasterStateSchema } from "./stateSchema.js";

/** The RingMaster game type. */
export type RingMasterGame = Game<
  RingMasterConfig,
  RingMasterState,
  RingMasterMove,
  RingMasterEvent | MatchOverEvent<RingMasterPlayer>,
  RingMasterView,
  RingMasterPlayer
>;

/**
 * The RingMaster singles match: the chapter's rules and Ringside's completion.
 *
 * @throws RingsideError `INVALID_CONFIG` (every problem of the sheets and options), `INVALID_STATE`,
 * `INVALID_ARGUMENT`, `UNKNOWN_PLAYER`, `MATCH_OVER`, `NOT_YOUR_TURN`, `NOTHING_TO_ADVANCE`, `ILLEGAL_MOVE`.
 * @example
 * const { state, events } = ringmaster.start({ red: BRUNO_MADDOX, blue: FLASH_DELGADO }, 42);
 * ringmaster.turn(state); // { kind: "decide", players: [the winner of the opening SAV Contest] }
 * ringmaster.fast?.run(config, 7, { red: heuristicBot(), blue: randomBot() }, 0); // the same result, faster
 */
export const ringmaster: RingMasterGame = defineGame<
  RingMasterConfig,
  RingMasterState,
  RingMasterMove,
  RingMasterEvent,
  RingMasterView,
  RingMasterPlayer
>({
  id: "ringmaster",
  config: (input) => {
    const setup = validateConfig(input);
    return setup.partners === null
      ? { red: setup.red, blue: setup.blue, options: setup.options }
      : {
          red: setup.red,
          blue: setup.blue,
          redPartner: setup.partners.red,
          bluePartner: setup.partners.blue,
          options: setup.options,
        };
  },
  state: ringMasterStateSchema,
  checkState: checkRingMasterState,
  players: () => RINGMASTER_PLAYERS,
  setup: (config, dice, events) =>
    setupMatch(
      {
        red: config.red,
        blue: config.blue,
        partners:
          config.redPartner !== undefined && config.bluePartner !== undefined
            ? { red: config.redPartner, blue: config.bluePartner }
            : null,
        options: { ...DEFAULT_RINGMASTER_OPTIONS, ...config.options },
      },
      dice,
      eventList(events) ?? [],
    ),
  turn: (state) => {
    if (state.result !== null) return { kind: "over", result: state.result };
    const p = deciding(state);
    return p === null ? { kind: "advance" } : { kind: "decide", players: [p] };
  },
  moves: (state, player) => legalMoves(state, player),
  play: (state, player, move, dice, events) => playMove(state, player, move, dice, eventList(events) ?? []),
  view: (state, player) => {
    const { dice, ...rest } = state;
    void dice;
    return seenBy(rest, player);
  },
  fast: {
    run: (config, dice, bots, botSeed) =>
      runFast(config, dice, bots, botSeed, () => {
        const r = runMatch(ringmaster, { config, dice, botSeed, ...(bots === undefined ? {} : { bots }) });
        return { result: r.result, steps: r.steps };
      }),
  },
});
