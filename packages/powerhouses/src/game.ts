import {
  checkMove,
  isRecord,
  openDice,
  Problems,
  RingsideError,
  rollPool,
  type DiceSource,
  type DiceStart,
  type Game,
  type MatchResult,
  type Step,
  type Turn,
} from "@ringside/core";
import { openLive, saveLive } from "./liveDice.js";
import { checkOptions } from "./options.js";
import {
  decideRoll,
  largestSets,
  rollMoves,
  startRoll,
  throwDice,
  type Player,
  type RollEvent,
  type RollState,
} from "./roll.js";
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

/** Dice each wrestler starts with. */
export const STARTING_DICE = 5;

const PLAYERS: readonly Player[] = ["red", "blue"];
const other = (p: Player): Player => (p === "red" ? "blue" : "red");
const RESULT_DETAIL = "worn down to one die";

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

type StatePatch = { -readonly [K in keyof PowerhousesState]?: PowerhousesState[K] };

/** A copy of `state` with `patch` applied, always built with the same shape (fast in V8). */
function next(state: PowerhousesState, patch: StatePatch): PowerhousesState {
  return {
    dice: patch.dice ?? state.dice,
    options: state.options,
    wrestlers: state.wrestlers,
    diceLeft: patch.diceLeft ?? state.diceLeft,
    phase: patch.phase ?? state.phase,
    attacker: patch.attacker !== undefined ? patch.attacker : state.attacker,
    roll: patch.roll !== undefined ? patch.roll : state.roll,
    takeDown: patch.takeDown ?? state.takeDown,
    attack: patch.attack !== undefined ? patch.attack : state.attack,
    exchanges: patch.exchanges ?? state.exchanges,
    result: patch.result !== undefined ? patch.result : state.result,
  };
}

function withDice(left: Readonly<Record<Player, number>>, player: Player, n: number): Record<Player, number> {
  return player === "red" ? { red: n, blue: left.blue } : { red: left.red, blue: n };
}

function push(target: PowerhousesEvent[], events: readonly RollEvent[]): void {
  for (const e of events) target.push(e);
}

/** Moves the match on once the roll in progress has ended. */
function afterRoll(
  state: PowerhousesState,
  roll: RollState,
  dice: DiceSource,
  events: PowerhousesEvent[],
): PowerhousesState {
  const player = roll.player;
  if (state.phase === "take-down") {
    const takeDown =
      player === "red"
        ? { red: roll.count, blue: state.takeDown.blue, round: state.takeDown.round }
        : { red: state.takeDown.red, blue: roll.count, round: state.takeDown.round };
    if (player === "red") {
      return next(state, { takeDown, roll: startRoll("blue", "take-down", state.diceLeft.blue) });
    }
    const red = takeDown.red ?? 0;
    const blue = roll.count;
    let first: Player;
    if (red === blue) {
      events.push({
        type: "take-down-tied",
        total: red,
        round: takeDown.round,
        settled: state.options.takeDownTie,
      });
      if (state.options.takeDownTie === "roll-again") {
        const round = takeDown.round + 1;
        events.push({ type: "take-down-started", round });
        return next(state, {
          takeDown: { red: null, blue: null, round },
          roll: startRoll("red", "take-down", state.diceLeft.red),
        });
      }
      first = "red";
    } else {
      first = red > blue ? "red" : "blue";
      events.push({ type: "take-down-won", player: first, totals: { red, blue } });
    }
    return startExchange(next(state, { takeDown }), first, events);
  }
  if (state.phase === "attack") {
    events.push({ type: "announced", player, role: "attack", ability: roll.ability, count: roll.count });
    const defender = other(player);
    return next(state, {
      phase: "defence",
      attack: { total: roll.count, ability: roll.ability },
      roll: startRoll(defender, "defence", state.diceLeft[defender]),
    });
  }
  // The defence ended: compare the totals.
  events.push({ type: "announced", player, role: "defence", ability: roll.ability, count: roll.count });
  const attacker = other(player);
  const defender = player;
  const attackTotal = state.attack?.total ?? 0;
  const defenceTotal = roll.count;
  const exchanges = state.exchanges + 1;
  if (defenceTotal > attackTotal) {
    events.push({ type: "reversal", attacker, defender, attackTotal, defenceTotal });
    return startExchange(next(state, { exchanges }), defender, events);
  }
  if (defenceTotal === attackTotal) {
    events.push({ type: "resistance", attacker, defender, total: attackTotal });
    return startExchange(next(state, { exchanges }), attacker, events);
  }
  let left = state.diceLeft[defender] - 1;
  events.push({ type: "wear-down", attacker, defender, attackTotal, defenceTotal, diceLeft: left });
  if (left <= 1) {
    const result: MatchResult<Player> = { winner: attacker, method: "pinfall", detail: RESULT_DETAIL };
    events.push({ type: "match-ended", winner: attacker, loser: defender, result });
    return next(state, {
      exchanges,
      diceLeft: withDice(state.diceLeft, defender, 1),
      phase: "over",
      roll: null,
      attack: null,
      result,
    });
  }
  if (left === 2) {
    const faces = rollPool(dice, 2, 6, `${defender} come-back`);
    const matched = largestSets(state.wrestlers[defender], faces).size >= 2;
    if (matched) left = 3;
    events.push({ type: "come-back", player: defender, faces, matched, diceLeft: left });
  }
  return startExchange(
    next(state, { exchanges, diceLeft: withDice(state.diceLeft, defender, left) }),
    attacker,
    events,
  );
}

function startExchange(
  state: PowerhousesState,
  attacker: Player,
  events: PowerhousesEvent[],
): PowerhousesState {
  const defender = other(attacker);
  events.push({ type: "exchange-started", exchange: state.exchanges + 1, attacker, defender });
  return next(state, {
    phase: "attack",
    attacker,
    attack: null,
    roll: startRoll(attacker, "attack", state.diceLeft[attacker]),
  });
}

function liveRoll(state: PowerhousesState): RollState {
  if (state.roll === null) {
    throw new RingsideError("MATCH_OVER", "powerhouses: the match is over", [
      { path: "roll", message: "no roll is in progress", rule: "Powerhouses › Ending the Game" },
    ]);
  }
  return state.roll;
}

/** Carries out a throw of the dice and whatever the roll's end sets off. */
function throwStep(state: PowerhousesState, roll: RollState): Step<PowerhousesState, PowerhousesEvent> {
  const dice = openLive(state.dice);
  const step = throwDice(roll, state.wrestlers[roll.player], dice);
  const events: PowerhousesEvent[] = [];
  push(events, step.events);
  const after =
    step.roll.stage === "done" ? afterRoll(state, step.roll, dice, events) : next(state, { roll: step.roll });
  return { state: next(after, { dice: saveLive(dice) }), events };
}

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
      return { kind: "advance" };
    }
    return { kind: "decide", players: [roll.player] };
  },
  moves(state, player) {
    const roll = state.roll;
    if (state.result !== null || roll === null || roll.player !== player) return [];
    return rollMoves(roll);
  },
  play(state, player, move): Step<PowerhousesState, PowerhousesEvent> {
    // A move that is one of the legal move objects themselves is legal; anything else gets the
    // full core check (and its errors).
    if (!this.moves(state, player).includes(move)) checkMove(this, state, player, move);
    const roll = liveRoll(state);
    if (move.type === "roll") return throwStep(state, roll);
    const step = decideRoll(roll, state.wrestlers[player], move);
    const events: PowerhousesEvent[] = [];
    push(events, step.events);
    if (step.roll.stage !== "done") return { state: next(state, { roll: step.roll }), events };
    const dice = openLive(state.dice);
    const after = afterRoll(state, step.roll, dice, events);
    return { state: next(after, { dice: saveLive(dice) }), events };
  },
  advance(state): Step<PowerhousesState, PowerhousesEvent> {
    if (this.turn(state).kind !== "advance") {
      throw new RingsideError("NOTHING_TO_ADVANCE", "powerhouses: nothing to advance", [
        { path: "turn", message: "the match waits for a player's decision, or is over" },
      ]);
    }
    const roll = liveRoll(state);
    const step = throwStep(state, roll);
    if (
      roll.stage === "ready" &&
      roll.role === "take-down" &&
      roll.player === "red" &&
      state.takeDown.round === 1
    ) {
      return { state: step.state, events: [{ type: "take-down-started", round: 1 }, ...step.events] };
    }
    return step;
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
