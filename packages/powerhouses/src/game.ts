import {
  checkMove,
  isRecord,
  openDice,
  Problems,
  RingsideError,
  type DiceStart,
  type Game,
  type Step,
  type Turn,
} from "@ringside/core";
import { ABILITY_INDEX, matchCore, matchOf } from "./coreState.js";
import { openLive, saveLive } from "./liveDice.js";
import { STARTING_DICE } from "./matchCore.js";
import { checkOptions } from "./options.js";
import { QUIT, ROLL, rollMoves, startRoll, type Player, type RollState } from "./roll.js";
import { checkSheet } from "./sheet.js";
import type {
  PowerhousesConfig,
  PowerhousesEvent,
  PowerhousesMove,
  PowerhousesState,
  PowerhousesView,
} from "./types.js";

/** The game id of this package. */
export const gameId = "powerhouses";

const PLAYERS: readonly Player[] = ["red", "blue"];

/** Validates a match config, listing every problem at once; returns the wrestlers and options. */
export function validateConfig(config: unknown): Pick<PowerhousesState, "wrestlers" | "options"> {
  const problems = new Problems();
  if (!isRecord(config)) {
    problems.add("", "a config is an object with red and blue sheets", "Powerhouses › Preparing to Play");
    problems.throwIfAny("INVALID_CONFIG", "powerhouses: invalid config");
  }
  const input = config as Record<string, unknown>;
  for (const key of Object.keys(input)) {
    if (key !== "red" && key !== "blue" && key !== "options") problems.add(key, "unknown config field");
  }
  const options = checkOptions(input.options, "options", problems);
  const configProblems = problems.list.length;
  const red = checkSheet(input.red, "red", problems, options);
  const blue = checkSheet(input.blue, "blue", problems, options);
  const sheetOnly = configProblems === 0;
  problems.throwIfAny(
    sheetOnly ? "INVALID_SHEET" : "INVALID_CONFIG",
    sheetOnly ? "powerhouses: invalid wrestler sheet" : "powerhouses: invalid config",
  );
  return { wrestlers: { red: red!, blue: blue! }, options };
}

function liveRoll(state: PowerhousesState): RollState {
  if (state.roll === null) {
    throw new RingsideError("MATCH_OVER", "powerhouses: the match is over", [
      { path: "roll", message: "no roll is in progress", rule: "Powerhouses › Ending the Game" },
    ]);
  }
  return state.roll;
}

const ADVANCE: Turn<Player> = Object.freeze({ kind: "advance" });
const DECIDES: Readonly<Record<Player, Turn<Player>>> = {
  red: Object.freeze({ kind: "decide", players: Object.freeze(["red"] as const) }),
  blue: Object.freeze({ kind: "decide", players: Object.freeze(["blue"] as const) }),
};
const NO_MOVES: readonly PowerhousesMove[] = Object.freeze([]);
const ROLL_OR_QUIT: readonly PowerhousesMove[] = Object.freeze([ROLL, QUIT]);

/**
 * Powerhouses of Wrestling!: two wrestlers roll for matching sets, push their luck, and wear each
 * other down one die at a time. Players are `"red"` and `"blue"`; every decision is a
 * {@link PowerhousesMove}; rolls that nobody chooses happen on {@link Game.advance}.
 */
export const powerhouses: Game<
  PowerhousesConfig,
  PowerhousesState,
  PowerhousesMove,
  PowerhousesEvent,
  PowerhousesView,
  Player
> = {
  id: gameId,
  // Until this game moves to core's defineGame (core round 2): no opening events, no state check.
  start(config, dice) {
    return { state: this.setup(config, dice), events: [] };
  },
  loadState: (input) => input as PowerhousesState,
  setup(config: PowerhousesConfig, start: DiceStart): PowerhousesState {
    const { wrestlers, options } = validateConfig(config);
    const dice = openDice(start);
    return {
      dice: saveLive(dice),
      options,
      wrestlers,
      diceLeft: { red: STARTING_DICE, blue: STARTING_DICE },
      phase: "take-down",
      attacker: null,
      roll: startRoll("red", "take-down", STARTING_DICE),
      takeDown: { red: null, blue: null, round: 1 },
      attack: null,
      exchanges: 0,
      result: null,
    };
  },
  players: () => PLAYERS,
  turn(state): Turn<Player> {
    if (state.result !== null) return { kind: "over", result: state.result };
    const roll = state.roll;
    if (roll === null || roll.stage === "ready" || (roll.stage === "decide" && roll.role === "take-down")) {
      return ADVANCE;
    }
    return DECIDES[roll.player];
  },
  moves(state, player) {
    const roll = state.roll;
    if (state.result !== null || roll === null || roll.player !== player) return NO_MOVES;
    if (roll.stage === "decide") return roll.role === "take-down" ? NO_MOVES : ROLL_OR_QUIT;
    return roll.stage === "choose" ? rollMoves(roll) : NO_MOVES;
  },
  play(state, player, move): Step<PowerhousesState, PowerhousesEvent> {
    // A move that is one of the legal move objects themselves is legal; anything else gets the
    // full core check (and its errors).
    if (!this.moves(state, player).includes(move)) checkMove(this, state, player, move);
    liveRoll(state);
    const events: PowerhousesEvent[] = [];
    const core = matchCore(state, events);
    if (move.type === "pursue") {
      // Picking a set never ends a roll, so no die is thrown.
      core.pursue(ABILITY_INDEX[move.ability]);
      return { state: matchOf(core, state, state.dice), events };
    }
    const dice = openLive(state.dice);
    core.dice = dice;
    if (move.type === "roll" ? core.throw() : core.quit()) core.end();
    return { state: matchOf(core, state, saveLive(dice)), events };
  },
  advance(state): Step<PowerhousesState, PowerhousesEvent> {
    if (this.turn(state).kind !== "advance") {
      throw new RingsideError("NOTHING_TO_ADVANCE", "powerhouses: nothing to advance", [
        { path: "turn", message: "the match waits for a player's decision, or is over" },
      ]);
    }
    const roll = liveRoll(state);
    const events: PowerhousesEvent[] = [];
    if (
      roll.stage === "ready" &&
      roll.role === "take-down" &&
      roll.player === "red" &&
      state.takeDown.round === 1
    ) {
      events.push({ type: "take-down-started", round: 1 });
    }
    const core = matchCore(state, events);
    const dice = openLive(state.dice);
    core.dice = dice;
    if (core.throw()) core.end();
    return { state: matchOf(core, state, saveLive(dice)), events };
  },
  view(state, player): PowerhousesView {
    return {
      you: player,
      wrestlers: state.wrestlers,
      diceLeft: state.diceLeft,
      phase: state.phase,
      attacker: state.attacker,
      roll: state.roll,
      takeDown: state.takeDown,
      attack: state.attack,
      exchanges: state.exchanges,
      result: state.result,
      options: state.options,
    };
  },
};
