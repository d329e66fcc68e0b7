/**
 * The Powerhouses peer: the same rules (`stepMatch`, `rollMoves`), configuration, dice and bots as
 * `runMatch(powerhouses, …)`, played through boardgame.io 0.50.2's headless client the way a
 * boardgame.io author would write a hot-seat game on one device: the state `G` carries its dice,
 * every decision and every automatic roll is one move dispatched through boardgame.io's reducer
 * (immer drafts, flow, log), and each move checks that it is legal before it applies the rules.
 *
 * @module
 */
import { createRng, openDice, type Bot, type DiceState, type MatchResult } from "@ringside/core";
import type {
  PowerhousesConfig,
  PowerhousesEvent,
  PowerhousesMove,
  PowerhousesState,
  PowerhousesView,
} from "@ringside/powerhouses";
import { powerhouses } from "@ringside/powerhouses";
import { rollMoves } from "@ringside/powerhouses/engine";
import { Client } from "boardgame.io/client";
import { ActivePlayers, INVALID_MOVE } from "boardgame.io/core";
import type { Game } from "boardgame.io";
import { stepMatch } from "../../../packages/powerhouses/src/match.js";

type Player = "red" | "blue";
type G = PowerhousesState;

const ROLL_OR_QUIT: readonly PowerhousesMove[] = [{ type: "roll" }, { type: "quit" }];

/** Who must decide now, or `null` when the engine rolls on its own (the game's `turn`). */
function decider(state: G): Player | null {
  const roll = state.roll;
  if (roll === null || roll.stage === "ready" || (roll.stage === "decide" && roll.role === "take-down"))
    return null;
  return roll.player;
}

function legalMoves(state: G, player: Player): readonly PowerhousesMove[] {
  const roll = state.roll;
  if (state.result !== null || roll === null || roll.player !== player) return [];
  if (roll.stage === "decide") return roll.role === "take-down" ? [] : ROLL_OR_QUIT;
  return roll.stage === "choose" ? rollMoves(roll) : [];
}

function viewOf(state: G, you: Player): PowerhousesView {
  return {
    you,
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
}

function step(state: G, move: PowerhousesMove | null): G {
  const dice = openDice(state.dice);
  const events: PowerhousesEvent[] = [];
  const next = stepMatch(state, move, dice, events);
  return { ...next, dice: dice.save() };
}

/** The boardgame.io game of one Powerhouses match (its first state made by the Ringside engine). */
function peerGame(config: PowerhousesConfig, dice: number | DiceState): Game<G> {
  return {
    name: "powerhouses-peer",
    setup: () => structuredClone<G>(powerhouses.start(config, dice).state),
    turn: { activePlayers: ActivePlayers.ALL },
    moves: {
      decide: ({ G: state }, move: PowerhousesMove) => {
        const player = decider(state);
        if (player === null) return INVALID_MOVE;
        if (!legalMoves(state, player).some((m) => JSON.stringify(m) === JSON.stringify(move)))
          return INVALID_MOVE;
        return step(state, move);
      },
      advance: ({ G: state }) =>
        decider(state) === null && state.result === null ? step(state, null) : INVALID_MOVE,
    },
    endIf: ({ G: state }) => state.result ?? undefined,
  };
}

/** Plays one match through boardgame.io; returns its result and the number of moves dispatched. */
export function playPeer(
  config: PowerhousesConfig,
  dice: number,
  bots: Readonly<Record<Player, Bot<PowerhousesView, PowerhousesMove>>>,
  botSeed = 0,
): { result: MatchResult<Player>; steps: number } {
  const client = Client<G>({ game: peerGame(config, dice), numPlayers: 2, debug: false });
  client.start();
  const rng = createRng(botSeed);
  let steps = 0;
  for (;;) {
    const { G: state } = client.getState()!;
    if (state.result !== null) {
      client.stop();
      return { result: state.result, steps };
    }
    const player = decider(state);
    if (player === null) {
      client.moves.advance!();
    } else {
      const move = bots[player]({ view: viewOf(state, player), moves: legalMoves(state, player), rng });
      client.moves.decide!(move);
    }
    steps++;
  }
}
