import { defined, defineGame, runMatch, type DiceSource, type Game, type Turn } from "@ringside/core";
import { botPolicy, type PowerhousesBot } from "./bots.js";
import { fastPowerhouses } from "./fast/fastMatch.js";
import { validateConfig } from "./config.js";
import { stepMatch } from "./match.js";
import { STARTING_DICE } from "./rules/endingTheGame.js";
import { rollMoves } from "./roll.js";
import { QUIT, ROLL, startRoll, type Player } from "./rollTypes.js";
import { stateSchema } from "./schemas.js";
import { checkState } from "./state.js";
import type {
  PowerhousesConfig,
  PowerhousesEvent,
  PowerhousesMove,
  PowerhousesState,
  PowerhousesView,
} from "./types.js";

/** The game id of this package. */
export const gameId = "powerhouses";

export { validateConfig };

/** A configuration once checked: the wrestlers' sheets read and the options with their defaults. */
type CheckedConfig = ReturnType<typeof validateConfig>;

const PLAYERS: readonly Player[] = Object.freeze(["red", "blue"]);
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
 * {@link PowerhousesMove}; rolls that nobody chooses happen on `advance`. Built with core's
 * `defineGame`, which owns every guard.
 *
 * @example
 * ```ts
 * const match = runMatch(powerhouses, {
 *   config: { red: bruno, blue: kid },
 *   dice: 2026,
 *   bots: { red: optimalBot(), blue: thresholdBot(5) },
 * });
 * ```
 * @throws RingsideError `INVALID_CONFIG` / `INVALID_SHEET` (setup), `INVALID_STATE`,
 *   `UNKNOWN_PLAYER`, `MATCH_OVER`, `NOT_YOUR_TURN`, `NOTHING_TO_ADVANCE`, `ILLEGAL_MOVE`.
 */
export const powerhouses: Game<
  PowerhousesConfig,
  PowerhousesState,
  PowerhousesMove,
  PowerhousesEvent,
  PowerhousesView,
  Player
> = defineGame<
  PowerhousesConfig,
  PowerhousesState,
  PowerhousesMove,
  PowerhousesEvent,
  PowerhousesView,
  Player,
  CheckedConfig
>({
  id: gameId,
  config: validateConfig,
  state: stateSchema,
  checkState,
  players: () => PLAYERS,
  setup({ wrestlers, options }) {
    return {
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
  play: (state, _player, move, dice: DiceSource, events) => stepMatch(state, move, dice, events),
  advance(state, dice, events) {
    const roll = defined(state.roll ?? undefined, "powerhouses: the roll in progress");
    if (
      roll.stage === "ready" &&
      roll.role === "take-down" &&
      roll.player === "red" &&
      state.takeDown.round === 1
    ) {
      events.push({ type: "take-down-started", round: 1 });
    }
    return stepMatch(state, null, dice, events);
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
  fast: {
    run(config, dice, bots, botSeed) {
      const red = bots?.red;
      const blue = bots?.blue;
      if (
        red !== undefined &&
        blue !== undefined &&
        botPolicy(red) !== undefined &&
        botPolicy(blue) !== undefined
      ) {
        const match = fastPowerhouses(config).play(dice, { red, blue }, botSeed);
        return { result: match.result, steps: match.steps };
      }
      // Bots from elsewhere: the Game API itself, move by move.
      const match = runMatch(powerhouses, {
        config,
        dice,
        bots: bots as Record<Player, PowerhousesBot>,
        botSeed,
      });
      return { result: match.result, steps: match.steps };
    },
  },
});
