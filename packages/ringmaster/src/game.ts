/**
 * The RingMaster singles match as a Ringside `Game`.
 */
import { checkMove, openDice, RingsideError, type DiceStart, type Game, type Step } from "@ringside/core";
import {
  RINGMASTER_PLAYERS,
  validateConfig,
  type RingMasterConfig,
  type RingMasterPlayer,
} from "./config.js";
import { deciding, legalMoves, playMove, setupMatch } from "./match.js";
import type { RingMasterEvent, RingMasterMove, RingMasterState } from "./state.js";

/** What a player sees: everything but the dice (RingMaster has no hidden information). */
export type RingMasterView = Omit<RingMasterState, "dice">;

/** The RingMaster game type. */
export type RingMasterGame = Game<
  RingMasterConfig,
  RingMasterState,
  RingMasterMove,
  RingMasterEvent,
  RingMasterView,
  RingMasterPlayer
> & {
  /** Validates the configuration and starts a match: the state and the opening events (the bell). */
  start(config: unknown, dice: DiceStart): Step<RingMasterState, RingMasterEvent>;
};

function open(dice: DiceStart): ReturnType<typeof openDice> {
  if (typeof dice === "number" && !Number.isSafeInteger(dice))
    throw new RingsideError("INVALID_ARGUMENT", "ringmaster: the seed must be a safe integer", [
      { path: "dice", message: "expected a safe integer or a dice state" },
    ]);
  return openDice(dice);
}

function start(config: unknown, dice: DiceStart): Step<RingMasterState, RingMasterEvent> {
  const setup = validateConfig(config);
  const source = open(dice);
  const events: RingMasterEvent[] = [];
  const body = setupMatch(setup, source, events);
  return { state: { ...body, dice: source.save() }, events };
}

/**
 * The RingMaster singles match: Ringside's completion of the match chapter.
 *
 * @example
 * const { state } = ringmaster.start({ red: sheetA, blue: sheetB }, 42);
 * ringmaster.turn(state); // { kind: "decide", players: ["red"] } when red won the opening SAV Contest
 */
export const ringmaster: RingMasterGame = {
  id: "ringmaster",
  start,
  setup: (config, dice) => start(config, dice).state,
  players: () => RINGMASTER_PLAYERS,
  turn(state) {
    if (state.result !== null) return { kind: "over", result: state.result };
    const p = deciding(state);
    return p === null ? { kind: "advance" } : { kind: "decide", players: [p] };
  },
  moves: (state, player) => legalMoves(state, player),
  play(state, player, move) {
    checkMove(ringmaster, state, player, move);
    const dice = openDice(state.dice);
    const events: RingMasterEvent[] = [];
    const next = playMove(state, player, move, dice, events);
    return { state: { ...next, dice: dice.save() }, events };
  },
  advance(state) {
    const turn = ringmaster.turn(state);
    throw new RingsideError(
      turn.kind === "over" ? "MATCH_OVER" : "NOTHING_TO_ADVANCE",
      "ringmaster: nothing advances on its own",
      [{ path: "state", message: turn.kind === "over" ? "the match is over" : "a player must decide" }],
    );
  },
  view(state) {
    const { dice, ...rest } = state;
    void dice;
    return rest;
  },
};
