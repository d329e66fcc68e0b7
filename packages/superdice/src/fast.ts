/**
 * The whole-match fast path for bulk play (core's `FastPath`): the same rules functions the Game
 * API calls (`setupMatch`, `matchTurn`, `listActions`, `playMove`, `advanceMatch`), run on ONE
 * mutable working state with ONE open dice source, with no JSON states between steps, no freezing,
 * no structural sharing, and the events dropped (core's fast-path kit). It plays exactly the match
 * `runMatch` plays with the same dice and bots (the conformance kit's fast-path property and this
 * package's fast-path tests check it).
 *
 * This package's random bot ({@link superDiceRandomBot}) carries core's bot tag: for it the fast
 * path counts the Action Phase's legal actions and builds only the one the bot stream draws (see
 * {@link ActionTally}). Every other bot (this package's greedy and strong bots included) gets a
 * frozen copy of its view and the frozen legal moves, and its answer is checked by value against
 * them (`ILLEGAL_MOVE` otherwise), as `play` checks it.
 */
import {
  chosenMove,
  createBotTag,
  dropEvents,
  freezeView,
  offerMoves,
  openStart,
  createRng,
  RingsideError,
  type Bot,
  type DiceSource,
  type DiceStart,
  type DiceState,
  type FastPath,
  type FastResult,
  type Rng,
} from "@ringside/core";
import { ActionTally } from "./actionTally.js";
import { cloneState } from "./clone.js";
import { parseConfig, type SuperDiceConfig } from "./config.js";
import type { SuperDiceView } from "./types.js";
import type { SuperDiceEvent, SuperDiceMove } from "./moves.js";
import { advanceMatch, applyAction, matchMoves, matchTurn, playMove, setupMatch } from "./rules/match.js";
import { d6From } from "./rules/roll.js";
import type { SuperDicePlayer, SuperDiceState } from "./types.js";

/** This package's mark on the bots its fast path may run its own way (it cannot be forged). */
const OWN_BOTS = createBotTag<"random">();

/**
 * A random bot the fast path runs without building the legal moves: it picks one of the legal
 * moves uniformly with its own stream, exactly as core's `randomBot` does.
 *
 * @example
 * ```ts
 * import { simulate } from "@ringside/core";
 * import { superdice, superDiceRandomBot } from "@ringside/superdice";
 * simulate(superdice, { count: 100, seed: 1, config: { red: { name: "A" }, blue: { name: "B" } },
 *   bots: { red: superDiceRandomBot(), blue: superDiceRandomBot() } });
 * ```
 * @throws RingsideError `ILLEGAL_MOVE` when asked to move with no legal move.
 */
export function superDiceRandomBot(): Bot<SuperDiceView, SuperDiceMove> {
  return OWN_BOTS.tag(({ moves, rng }) => {
    if (moves.length === 0) throw noMove();
    return moves[rng.int(0, moves.length - 1)] as SuperDiceMove;
  }, "random");
}

function noMove(): RingsideError {
  return new RingsideError("ILLEGAL_MOVE", "superDiceRandomBot: no legal move", "no legal moves");
}

/** A dice state that is no dice at all: what the working state carries (its dice are open apart). */
const NO_DICE: DiceState = Object.freeze({ kind: "scripted", faces: Object.freeze([]), next: 0 });

/** The first working state of a match, validated as `start` validates it, and its open dice. */
export function fastStart(config: unknown, dice: DiceStart): { state: SuperDiceState; dice: DiceSource } {
  const source = openStart("superdice", dice);
  const checked: SuperDiceConfig = parseConfig(config);
  const state = setupMatch(checked, []) as SuperDiceState;
  state.dice = NO_DICE;
  return { state, dice: source };
}

/** A move chooser for one seat: the move `p` makes in `state`. */
type Chooser = (state: SuperDiceState, p: SuperDicePlayer) => SuperDiceMove;

/** What a bot sees: a frozen copy of the working state without its dice. */
function frozenView(state: SuperDiceState): SuperDiceView {
  const { dice, ...view } = cloneState(state);
  void dice;
  return freezeView(view);
}

function chooserOf(bot: Bot<SuperDiceView, SuperDiceMove>, rng: Rng): Chooser {
  if (OWN_BOTS.read(bot) === "random") {
    // The draw `superDiceRandomBot` makes from the Game API's list, made from a tally of it.
    const tally = new ActionTally();
    return (state, p) => {
      if (state.phase !== "action") {
        const moves = matchMoves(state, p);
        if (moves.length === 0) throw noMove();
        return moves[rng.int(0, moves.length - 1)] as SuperDiceMove;
      }
      tally.list(state, p);
      if (tally.count === 0) throw noMove();
      return tally.move(rng.int(0, tally.count - 1));
    };
  }
  // Core's fast-path kit: frozen moves, a frozen copy of the view, the answer checked by value.
  return (state, p) => {
    const legal = offerMoves(matchMoves(state, p));
    const move: unknown = bot({ view: frozenView(state), moves: legal, rng });
    return chosenMove<SuperDiceMove>("superdice", p, legal, move);
  };
}

/**
 * Plays one whole match on a working state: the result and the steps, counted as `runMatch` counts
 * them (moves and automatic steps).
 *
 * `onStep`, when given, sees the working state before every step (property tests check
 * invariants there; it must not change the state).
 *
 * @throws RingsideError `INVALID_CONFIG`, `INVALID_ARGUMENT` (bad dice, a missing bot),
 *   `ILLEGAL_MOVE` (a custom bot's move), `INVALID_STATE` (no end after 100 000 steps).
 */
export function runFast(
  config: SuperDiceConfig,
  dice: DiceStart,
  bots: Readonly<Partial<Record<SuperDicePlayer, Bot<SuperDiceView, SuperDiceMove>>>> | undefined,
  botSeed: number,
  maxSteps = 100_000,
  onStep?: (state: SuperDiceState) => void,
): FastResult<SuperDicePlayer> {
  const start = fastStart(config, dice);
  const state = start.state;
  const source = start.dice;
  const rng = createRng(botSeed);
  const choosers: Partial<Record<SuperDicePlayer, Chooser>> = {};
  // The rules write events; the fast path never reads them.
  const events = dropEvents<SuperDiceEvent>();
  const roll = d6From(source);
  for (let steps = 0; ; steps++) {
    onStep?.(state);
    const turn = matchTurn(state);
    if (turn.kind === "over") return { result: turn.result, steps };
    if (steps >= maxSteps) {
      throw new RingsideError("INVALID_STATE", "superdice: match did not end", [
        { path: "maxSteps", message: `still going after ${maxSteps} steps` },
      ]);
    }
    if (turn.kind === "advance") {
      advanceMatch(state, source, events);
      continue;
    }
    const p = turn.players[0] as SuperDicePlayer;
    let choose = choosers[p];
    if (choose === undefined) {
      const bot = bots?.[p];
      if (typeof bot !== "function") {
        throw new RingsideError("INVALID_ARGUMENT", `superdice: no bot for player ${p}`, [
          {
            path: `bots.${p}`,
            message: "the match waits for this player's decision, and no bot was given for it",
          },
        ]);
      }
      choose = chooserOf(bot, rng);
      choosers[p] = choose;
    }
    const move = choose(state, p);
    // Action Phase moves (most of a match) through the rules without writing their events.
    if (move.type === "activate" || move.type === "assign" || move.type === "pass")
      applyAction(state, p, move, roll);
    else playMove(state, p, move, source, events);
  }
}

/** The fast path of `superdice` (core's `FastPath`, used by `simulate`). */
export const superDiceFast: FastPath<SuperDiceConfig, SuperDiceView, SuperDiceMove, SuperDicePlayer> = {
  run: (config, dice, bots, botSeed) => runFast(config, dice, bots, botSeed),
};
