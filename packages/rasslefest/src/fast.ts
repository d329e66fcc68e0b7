/**
 * The fast path for bulk simulation: a whole match played on one mutable working copy with one open
 * dice source, cards and moves as small integers, legal moves written into the copy's buffer, no
 * events and no JSON per step. It plays exactly the match the Game API plays (same dice, same bots'
 * choices), which the conformance kit's fast-path property checks; a custom bot's move is checked
 * against the legal list as `play` checks it (`ILLEGAL_MOVE`).
 */
import {
  RingsideError,
  createRng,
  freezeView,
  offerMoves,
  sameMove,
  type Bot,
  type DiceStart,
  type FastResult,
  type MatchResult,
  type Rng,
} from "@ringside/core";
import { moveObject } from "./codes.js";
import { Draft, seal } from "./draft.js";
import { moveAt, PH_COUNT } from "./layout.js";
import { resolveConfig, setupResolved } from "./setup.js";
import { rasslefestView } from "./view.js";
import { pickBestCode } from "./bots/heuristic.js";
import { randomCode } from "./bots/randomBot.js";
import { FAST_POLICY } from "./bots/policy.js";
import type { RasslefestConfig } from "./options.js";
import { count } from "./rules/cover.js";
import { applyCode, decider, legalCodes } from "./rules/gameplay.js";
import type { RassleMove, RasslePlayer, RassleState, RassleView } from "./types.js";

/**
 * How the fast path asks a seat for its move: `"random"` (as `rassleRandomBot`), `"heuristic"` (as
 * `heuristicBot`), or any bot, which gets the player's view.
 */
export { FAST_POLICY, withPolicy } from "./bots/policy.js";

export type FastPolicy = "random" | "heuristic" | Bot<RassleView, RassleMove>;

/** A match played by {@link playFast}: the result, the steps (as `runMatch` counts them) and the final state. */
export interface RasslefestFastMatch {
  readonly result: MatchResult<RasslePlayer>;
  /** Moves and automatic steps taken. */
  readonly steps: number;
  /** The final state, dice included (the same JSON the Game API reaches), built on first read. */
  readonly state: RassleState;
}

const policyOf = (bot: Bot<RassleView, RassleMove>): FastPolicy => {
  const tag = (bot as { [FAST_POLICY]?: unknown })[FAST_POLICY];
  return tag === "random" || tag === "heuristic" ? tag : bot;
};

/**
 * Chooses the move of player `p` (0 or 1) among the `n` legal move codes at `MOVES` in the working
 * copy's buffer; returns the code and, for a bot that answered with a JSON move, that move.
 */
export type Chooser = (d: Draft, p: number, n: number) => number;

/**
 * Plays the working copy on in place until the match is over or `maxSteps` steps were taken;
 * returns the steps taken. The mutable loop under {@link playFast} and the strong bot's playouts.
 */
export function playOn(d: Draft, choose: Chooser, maxSteps: number): number {
  let steps = 0;
  while (d.result === null && steps < maxSteps) {
    if (d.ph === PH_COUNT) count(d, d.phP);
    else {
      const p = decider(d);
      if (p < 0) break;
      applyCode(d, p, choose(d, p, legalCodes(d, p)), null);
    }
    steps++;
  }
  return steps;
}

/**
 * A bot asked through its view; its move must be one of the legal moves, as `play` demands. It gets
 * frozen moves and a frozen copy of its view (the working copy's parts change in place), so that
 * nothing it writes reaches the match (core's fast-path kit).
 */
function botChooser(bot: Bot<RassleView, RassleMove>, rng: Rng): Chooser {
  return (d, p, n) => {
    const list: RassleMove[] = [];
    for (let i = 0; i < n; i++) list.push(moveObject(moveAt(d, i)));
    const moves = offerMoves(list);
    const who: RasslePlayer = p === 0 ? "a" : "b";
    const view = freezeView(JSON.parse(JSON.stringify(rasslefestView(d, who))) as RassleView);
    const move: unknown = bot({ view, moves, rng });
    for (let i = 0; i < n; i++) if (sameMove(moves[i], move)) return moveAt(d, i);
    throw new RingsideError("ILLEGAL_MOVE", "rasslefest: illegal move", [
      { path: "move", message: `the bot of ${who} chose a move that is not among its ${n} legal moves` },
    ]);
  };
}

/** The chooser for one policy; all of them draw from the one shared bot RNG, as `runMatch` does. */
function chooserOf(policy: FastPolicy, rng: Rng): Chooser {
  if (policy === "random") return (d, _p, n) => randomCode(d, n, rng);
  if (policy === "heuristic") return (d, p, n) => pickBestCode(d, p, n, rng);
  return botChooser(policy, rng);
}

/** Plays a match on `d` to its end; returns the steps taken. `INVALID_STATE` after `maxSteps` steps. */
function run(
  config: unknown,
  dice: DiceStart,
  bots: Readonly<Record<RasslePlayer, FastPolicy>>,
  botSeed: number,
  maxSteps: number,
  d: Draft,
): number {
  setupResolved(resolveConfig(config), dice, d);
  const rng = createRng(botSeed);
  const a = chooserOf(bots.a, rng);
  const b = chooserOf(bots.b, rng);
  // The Game API takes one step for the setup's state; a match's steps count its moves and advances.
  const steps = playOn(d, (w, p, n) => (p === 0 ? a : b)(w, p, n), maxSteps);
  if (d.result === null) {
    throw new RingsideError("INVALID_STATE", "rasslefest: match did not end", [
      { path: "maxSteps", message: `still going after ${maxSteps} steps` },
    ]);
  }
  return steps;
}

/**
 * The fast path of the `Game` (core's `FastPath.run`): the result and steps of the match `runMatch`
 * plays with these bots. This package's random and heuristic bots run as integer policies; any
 * other bot is asked through its view and its move checked (`ILLEGAL_MOVE`).
 *
 * @throws RingsideError `INVALID_CONFIG`, `INVALID_ARGUMENT` (a missing bot), `ILLEGAL_MOVE`
 */
export function runFast(
  config: unknown,
  dice: DiceStart,
  bots: Readonly<Partial<Record<RasslePlayer, Bot<RassleView, RassleMove>>>> | undefined,
  botSeed: number,
): FastResult<RasslePlayer> {
  const a = bots?.a;
  const b = bots?.b;
  if (typeof a !== "function" || typeof b !== "function") {
    throw new RingsideError("INVALID_ARGUMENT", "rasslefest: both wrestlers need a bot", [
      { path: "bots", message: "give a bot for a and for b" },
    ]);
  }
  const d = new Draft();
  const steps = run(config, dice, { a: policyOf(a), b: policyOf(b) }, botSeed, 100_000, d);
  return { result: d.result as MatchResult<RasslePlayer>, steps };
}

/**
 * Plays a whole match fast: the same match as `runMatch(rasslefest, { config, dice, bots, botSeed })`
 * with `"random"` for `rassleRandomBot()` and `"heuristic"` for `heuristicBot()`, same result and
 * final state, without building a state, events or a record per step. The final state is built
 * when first read.
 *
 * @throws RingsideError `INVALID_CONFIG`, `ILLEGAL_MOVE` (a custom bot's), `INVALID_STATE` after `maxSteps` steps
 */
export function playFast(
  config: RasslefestConfig,
  dice: DiceStart,
  bots: Readonly<Record<RasslePlayer, FastPolicy>>,
  botSeed = 0,
  maxSteps = 100_000,
): RasslefestFastMatch {
  const d = new Draft();
  const steps = run(config, dice, bots, botSeed, maxSteps, d);
  const result = d.result as MatchResult<RasslePlayer>;
  let built: RassleState | null = null;
  return Object.defineProperty({ result, steps } as RasslefestFastMatch, "state", {
    get: () => (built ??= seal(d)),
    enumerable: true,
  });
}
