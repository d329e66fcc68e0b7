/**
 * The fast path for bulk simulation: a whole match played on one working copy with one open dice
 * source, no events and no JSON state per step. It plays exactly the match the Game API plays
 * (same dice, same bots' choices), which the conformance kit's fast-path property checks; a custom
 * bot's move is checked against the legal list as `play` checks it (`ILLEGAL_MOVE`).
 */
import {
  Problems,
  RingsideError,
  createRng,
  chosenMove,
  defined,
  freezeView,
  isRecord,
  offerMoves,
  openDice,
  type Bot,
  type DiceSource,
  type DiceStart,
  type FastResult,
  type MatchResult,
  type Rng,
} from "@ringside/core";
import { seal, type Draft } from "./draft.js";
import { resolveConfig, setupResolved } from "./setup.js";
import { rasslefestView } from "./view.js";
import { pickBestOn } from "./bots/heuristic.js";
import { randomPick } from "./bots/randomBot.js";
import { FAST_POLICY } from "./bots/policy.js";
import type { RasslefestConfig, ResolvedConfig } from "./options.js";
import { advanceOn, applyOn, decider, legalMoves } from "./rules/gameplay.js";
import type { RassleMove, RasslePlayer, RassleState, RassleView } from "./types.js";

/**
 * How the fast path asks a seat for its move: `"random"` (as `rassleRandomBot`), `"heuristic"` (as
 * `heuristicBot`), or any bot, which gets the player's view.
 */
export type FastPolicy = "random" | "heuristic" | Bot<RassleView, RassleMove>;

/** A match played by {@link playFast}: the result, the steps (as `runMatch` counts them) and the final state. */
export interface RasslefestFastMatch {
  readonly result: MatchResult<RasslePlayer>;
  /** Moves and automatic steps taken. */
  readonly steps: number;
  /** The final state, dice included (the same JSON the Game API reaches), built on first read. */
  readonly state: RassleState;
}

const policyOf = (bot: Bot<RassleView, RassleMove>): FastPolicy => FAST_POLICY.read(bot) ?? bot;

/** Chooses the move of `p` among his legal `moves` on the working copy. */
export type Chooser = (d: Draft, p: RasslePlayer, moves: readonly RassleMove[]) => RassleMove;

/**
 * Plays the working copy on in place until the match is over or `maxSteps` steps were taken;
 * returns the steps taken. The loop under {@link playFast} and the strong bot's playouts.
 */
export function playOn(d: Draft, choose: Chooser, maxSteps: number): number {
  let steps = 0;
  while (d.result === null && steps < maxSteps) {
    if (d.phase.kind === "count") advanceOn(d);
    else {
      const p = decider(d);
      if (p === null) break;
      applyOn(d, p, choose(d, p, legalMoves(d, p)));
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
  return (d, p, moves) => {
    // Copies: the working copy's own lists and cards stay out of the bot's reach.
    const offered = offerMoves(JSON.parse(JSON.stringify(moves)) as RassleMove[]);
    const view = freezeView(JSON.parse(JSON.stringify(rasslefestView(seal(d), p))) as RassleView);
    const chosen = chosenMove<RassleMove>("rasslefest", p, offered, bot({ view, moves: offered, rng }));
    return defined(moves[offered.indexOf(chosen)], "rasslefest: the bot's move among the legal moves");
  };
}

/** The chooser for one policy; all of them draw from the one shared bot RNG, as `runMatch` does. */
function chooserOf(policy: FastPolicy, rng: Rng): Chooser {
  if (policy === "random") return (_d, _p, moves) => randomPick(moves, rng);
  if (policy === "heuristic") return (d, p, moves) => pickBestOn(d, p, moves, rng);
  return botChooser(policy, rng);
}

/** Plays a match to its end; returns its working copy and steps. `INVALID_STATE` after `maxSteps` steps. */
function run(
  resolved: ResolvedConfig,
  dice: DiceStart | DiceSource,
  bots: Readonly<Record<RasslePlayer, FastPolicy>>,
  botSeed: number,
  maxSteps: number,
): { readonly d: Draft; readonly result: MatchResult<RasslePlayer>; readonly steps: number } {
  const d = setupResolved(resolved, dice);
  const rng = createRng(botSeed);
  const a = chooserOf(bots.a, rng);
  const b = chooserOf(bots.b, rng);
  // The Game API takes one step for the setup's state; a match's steps count its moves and advances.
  const steps = playOn(d, (w, p, moves) => (p === "a" ? a : b)(w, p, moves), maxSteps);
  const result = d.result;
  if (result === null) {
    throw new RingsideError("INVALID_STATE", "rasslefest: match did not end", [
      { path: "maxSteps", message: `still going after ${maxSteps} steps` },
    ]);
  }
  return { d, result, steps };
}

const isPolicy = (x: unknown): x is FastPolicy =>
  x === "random" || x === "heuristic" || typeof x === "function";

/**
 * The arguments of {@link playFast} after the config, read once (a proxy or getter that throws is
 * reported, never rethrown): the seats' policies, the dice opened, the bot seed and step limit.
 */
function readArguments(
  bots: unknown,
  dice: DiceStart,
  botSeed: number,
  maxSteps: number,
): { bots: Record<RasslePlayer, FastPolicy>; dice: DiceSource; botSeed: number; maxSteps: number } {
  const problems = new Problems();
  const read: Partial<Record<RasslePlayer, FastPolicy>> = {};
  try {
    if (!isRecord(bots)) problems.add("bots", 'give { a, b }: each a bot, "random" or "heuristic"');
    else {
      for (const p of ["a", "b"] as const) {
        const policy: unknown = bots[p];
        if (isPolicy(policy)) read[p] = policy;
        else problems.add(`bots.${p}`, 'expected a bot, "random" or "heuristic"');
      }
    }
  } catch (error) {
    problems.add("bots", `could not be read (${error instanceof Error ? error.name : "error"})`);
  }
  let source: DiceSource | null = null;
  try {
    source = openDice(dice);
  } catch (error) {
    if (error instanceof RingsideError) problems.add("dice", error.message);
    else problems.add("dice", `could not be read (${error instanceof Error ? error.name : "error"})`);
  }
  if (!Number.isSafeInteger(botSeed)) problems.add("botSeed", "expected a whole number");
  if (!Number.isSafeInteger(maxSteps) || maxSteps < 1) {
    problems.add("maxSteps", "expected a whole number from 1");
  }
  problems.throwIfAny("INVALID_ARGUMENT", "rasslefest: playFast");
  const { a, b } = read;
  if (source === null || a === undefined || b === undefined) {
    throw new RingsideError("INVALID_ARGUMENT", "rasslefest: playFast", "unreadable arguments");
  }
  return { bots: { a, b }, dice: source, botSeed, maxSteps };
}

/**
 * The fast path of the `Game` (core's `FastPath.run`): the result and steps of the match `runMatch`
 * plays with these bots. This package's random and heuristic bots run as policies on the working
 * copy; any other bot is asked through its view and its move checked (`ILLEGAL_MOVE`).
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
  const { result, steps } = run(
    resolveConfig(config),
    dice,
    { a: policyOf(a), b: policyOf(b) },
    botSeed,
    100_000,
  );
  return { result, steps };
}

/**
 * Plays a whole match fast: the same match as `runMatch(rasslefest, { config, dice, bots, botSeed })`
 * with `"random"` for `rassleRandomBot()` and `"heuristic"` for `heuristicBot()`, same result and
 * final state, without building a state, events or a record per step. The final state is built
 * when first read.
 *
 * @example
 * ```ts
 * const m = playFast({}, 42, { a: "heuristic", b: "random" }, 7);
 * m.result.winner; // "a", "b" or null
 * ```
 * @throws RingsideError `INVALID_CONFIG` (the config, a proxy that cannot be read included),
 * `INVALID_ARGUMENT` (bots, dice, bot seed or step limit that cannot be read or used, each with its
 * path), `ILLEGAL_MOVE` (a custom bot's), `INVALID_STATE` after `maxSteps` steps
 */
export function playFast(
  config: RasslefestConfig,
  dice: DiceStart,
  bots: Readonly<Record<RasslePlayer, FastPolicy>>,
  botSeed = 0,
  maxSteps = 100_000,
): RasslefestFastMatch {
  const resolved = resolveConfig(config);
  const args = readArguments(bots, dice, botSeed, maxSteps);
  const { d, result, steps } = run(resolved, args.dice, args.bots, args.botSeed, args.maxSteps);
  let built: RassleState | null = null;
  return {
    result,
    steps,
    get state(): RassleState {
      return (built ??= seal(d));
    },
  };
}
