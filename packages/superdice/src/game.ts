/**
 * The Super Dice `Game`: setup, turn, moves, play, advance and view, with the guards every
 * Ringside game shares (bad config, foreign states, unknown players, moves out of turn, illegal
 * or garbage moves: a `RingsideError` with a stable code, the state untouched).
 */
import {
  canonicalJson,
  openDice,
  Problems,
  RingsideError,
  isRingsideError,
  sameMove,
  type DiceSource,
  type DiceStart,
  type Game,
  type Step,
  type Turn,
} from "@ringside/core";
import * as v from "valibot";
import { cloneState } from "./clone.js";
import { parseConfig, type SuperDiceConfig } from "./config.js";
import type { SuperDiceEvent, SuperDiceMove } from "./moves.js";
import { advanceMatch, matchMoves, matchTurn, playMove, setupMatch } from "./rules/match.js";
import { checkStateInvariants, superDiceStateSchema } from "./state.js";
import { PLAYERS, type SuperDicePlayer, type SuperDiceState } from "./types.js";

/** What a player sees: everything but the dice still to come (dice on the table are public). */
export type SuperDiceView = Omit<SuperDiceState, "dice">;

/** The Super Dice game object with its extra entry points. */
export interface SuperDiceGame extends Game<
  SuperDiceConfig,
  SuperDiceState,
  SuperDiceMove,
  SuperDiceEvent,
  SuperDiceView,
  SuperDicePlayer
> {
  /** Validates a config and starts a match; the opening events (heroes ready, draft pool). */
  start(config: unknown, dice: DiceStart): Step<SuperDiceState, SuperDiceEvent>;
  /**
   * Checks a state the engine did not make.
   *
   * @throws RingsideError `INVALID_STATE` listing every problem.
   */
  loadState(input: unknown): SuperDiceState;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

function openStart(dice: DiceStart): DiceSource {
  if (typeof dice === "number" && !Number.isSafeInteger(dice)) {
    throw new RingsideError("INVALID_ARGUMENT", "superdice: the seed must be a safe integer", [
      { path: "dice", message: String(dice) },
    ]);
  }
  try {
    return openDice(dice);
  } catch (e) {
    throw new RingsideError("INVALID_ARGUMENT", "superdice: not a dice start", [
      { path: "dice", message: isRingsideError(e) ? e.message : "expected a seed or a dice state" },
    ]);
  }
}

/** Builds the Game (each call has its own memory of the states it made). */
export function createSuperDiceGame(): SuperDiceGame {
  const made = new WeakSet<object>();
  const own = (state: SuperDiceState): SuperDiceState => {
    made.add(deepFreeze(state));
    return state;
  };
  const loadState = (input: unknown): SuperDiceState => {
    if (typeof input === "object" && input !== null && made.has(input)) return input as SuperDiceState;
    const problems = new Problems();
    let parsed: SuperDiceState | undefined;
    try {
      const copy: unknown = JSON.parse(JSON.stringify(input) ?? "null");
      const result = v.safeParse(superDiceStateSchema, copy);
      if (result.success) parsed = result.output as SuperDiceState;
      else
        for (const issue of result.issues)
          problems.add(v.getDotPath(issue) ?? "", issue.message, "Super Dice › state");
    } catch {
      problems.add("", "not plain JSON data", "Super Dice › state");
    }
    if (parsed !== undefined) checkStateInvariants(parsed, problems);
    problems.throwIfAny("INVALID_STATE", "superdice: not a Super Dice state");
    return own(parsed as SuperDiceState);
  };
  const player = (state: SuperDiceState, p: unknown): SuperDicePlayer => {
    if (p !== "red" && p !== "blue") {
      throw new RingsideError("UNKNOWN_PLAYER", "superdice: unknown player", [
        { path: "player", message: `${String(p)} is not red or blue` },
      ]);
    }
    void state;
    return p;
  };
  const step = (
    before: SuperDiceState,
    dice: DiceSource,
    change: (s: SuperDiceState, events: SuperDiceEvent[]) => void,
  ): Step<SuperDiceState, SuperDiceEvent> => {
    const work = cloneState(before);
    const events: SuperDiceEvent[] = [];
    change(work, events);
    work.dice = dice.save();
    if (work.result !== null && before.result === null)
      events.push({ type: "match-over", result: work.result });
    return { state: own(work), events };
  };
  const start = (config: unknown, diceStart: DiceStart): Step<SuperDiceState, SuperDiceEvent> => {
    const c = parseConfig(config);
    const dice = openStart(diceStart);
    const events: SuperDiceEvent[] = [];
    const state = { ...setupMatch(c, events), dice: dice.save() } as SuperDiceState;
    return { state: own(state), events };
  };
  return {
    id: "superdice",
    start,
    setup: (config, dice) => start(config, dice).state,
    loadState,
    players: () => PLAYERS,
    turn: (state): Turn<SuperDicePlayer> => matchTurn(loadState(state)),
    moves: (state, p) => matchMoves(loadState(state), player(state, p)),
    play(state, p, move) {
      const s = loadState(state);
      const who = player(s, p);
      const t = matchTurn(s);
      if (t.kind === "over")
        throw new RingsideError("MATCH_OVER", "superdice: the match is over", [
          { path: "move", message: "no moves after the end" },
        ]);
      if (t.kind !== "decide" || !t.players.includes(who)) {
        throw new RingsideError("NOT_YOUR_TURN", `superdice: not ${who}'s turn`, [
          { path: "player", message: `${who} is not deciding now` },
        ]);
      }
      let legal: SuperDiceMove | undefined;
      try {
        legal = matchMoves(s, who).find((m) => sameMove(m, move));
      } catch {
        legal = undefined;
      }
      if (legal === undefined) {
        let text = "an unreadable move";
        try {
          text = canonicalJson(move) ?? text;
        } catch {
          // keep the placeholder: the move is not JSON
        }
        throw new RingsideError("ILLEGAL_MOVE", "superdice: illegal move", [
          {
            path: "move",
            message: `${text} is not among the legal moves`,
            rule: "Super Dice › Action Phase",
          },
        ]);
      }
      const dice = openDice(s.dice);
      return step(s, dice, (w, events) => playMove(w, who, legal, dice, events));
    },
    advance(state) {
      const s = loadState(state);
      const t = matchTurn(s);
      if (t.kind === "over")
        throw new RingsideError("MATCH_OVER", "superdice: the match is over", [
          { path: "", message: "nothing after the end" },
        ]);
      if (t.kind === "decide")
        throw new RingsideError("NOTHING_TO_ADVANCE", "superdice: a player must decide", [
          { path: "", message: `waiting for ${t.players.join(", ")}` },
        ]);
      const dice = openDice(s.dice);
      return step(s, dice, (w, events) => advanceMatch(w, dice, events));
    },
    view(state, p) {
      const s = loadState(state);
      if (p !== null) player(s, p);
      const { dice, ...rest } = s;
      void dice;
      return rest;
    },
  };
}

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
 * @throws RingsideError `INVALID_CONFIG`, `INVALID_STATE`, `INVALID_ARGUMENT`, `UNKNOWN_PLAYER`, `MATCH_OVER`,
 * `NOT_YOUR_TURN`, `NOTHING_TO_ADVANCE`, `ILLEGAL_MOVE`.
 */
export const superdice: SuperDiceGame = createSuperDiceGame();
