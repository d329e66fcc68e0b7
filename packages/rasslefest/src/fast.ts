/**
 * The fast path for bulk simulation: a whole match played on ONE mutable working copy with ONE open
 * dice source, no events and no JSON copies per step. It plays exactly the match the Game API plays
 * (same dice, same bots' choices), which the package's property tests check over random seeds.
 */
import {
  RingsideError,
  createRng,
  openDice,
  type Bot,
  type DiceStart,
  type MatchResult,
  type Rng,
} from "@ringside/core";
import { applyOn, advanceOn, draft, rasslefest, seal, type Draft } from "./game.js";
import { pickBest } from "./bots/heuristic.js";
import type { RassleConfig } from "./options.js";
import type { RassleMove, RasslePlayer, RassleState, RassleView } from "./types.js";

/**
 * How the fast path asks a seat for its move: `"random"` (as `rassleRandomBot`), `"heuristic"` (as
 * `heuristicBot`), or any bot, which gets the player's view (valid only during the call: the fast
 * path keeps changing the arrays it shares with the working copy).
 */
export type FastPolicy = "random" | "heuristic" | Bot<RassleView, RassleMove>;

/** A match played by {@link playFast}: the result, the steps (as `runMatch` counts them) and the final state. */
export interface FastMatch {
  readonly result: MatchResult<RasslePlayer>;
  /** Moves and automatic steps taken. */
  readonly steps: number;
  /** The final state, dice included (the same JSON the Game API reaches). */
  readonly state: RassleState;
}

/** Chooses the move of `player` among its legal `moves` (read from the working copy). */
export type Chooser = (d: Draft, player: RasslePlayer, moves: readonly RassleMove[]) => RassleMove;

/** The player whose decision the working copy waits for (the first one left in a reveal). */
function decider(d: Draft): RasslePlayer | null {
  const ph = d.phase;
  switch (ph.kind) {
    case "reveal":
      return ph.submitted.a === undefined ? "a" : "b";
    case "count":
    case "end-round":
    case "over":
      return null;
    default:
      return ph.player;
  }
}

/**
 * Plays the working copy on in place until the match is over or `maxSteps` steps were taken;
 * returns the steps taken. The mutable loop under {@link playFast} and the strong bot's playouts.
 */
export function playOn(d: Draft, choose: Chooser, maxSteps: number): number {
  let steps = 0;
  while (d.result === null && steps < maxSteps) {
    const p = decider(d);
    if (p === null) advanceOn(d);
    else applyOn(d, p, choose(d, p, rasslefest.moves(d, p)));
    steps++;
  }
  return steps;
}

/** The chooser for one policy; all of them draw from the one shared bot RNG, as `runMatch` does. */
function chooserOf(policy: FastPolicy, rng: Rng): Chooser {
  if (policy === "random") return (_d, _p, moves) => moves[rng.int(0, moves.length - 1)] as RassleMove;
  if (policy === "heuristic") return (d, p, moves) => pickBest(rasslefest.view(d, p), moves, rng);
  return (d, p, moves) => policy({ view: rasslefest.view(d, p), moves, rng });
}

/**
 * Plays a whole match fast: the same match as `runMatch(rasslefest, { config, dice, bots, botSeed })`
 * with `"random"` for `rassleRandomBot()` and `"heuristic"` for `heuristicBot()`, same result and
 * final state, without building a state, events or a record per step. Throws `RingsideError`
 * (`INVALID_STATE`) after `maxSteps` steps (default 100 000), like `runMatch`.
 */
export function playFast(
  config: RassleConfig,
  dice: DiceStart,
  bots: Readonly<Record<RasslePlayer, FastPolicy>>,
  botSeed = 0,
  maxSteps = 100_000,
): FastMatch {
  const start = rasslefest.setup(config, dice);
  const rng = createRng(botSeed);
  const a = chooserOf(bots.a, rng);
  const b = chooserOf(bots.b, rng);
  const d = draft(start, openDice(start.dice), null);
  const steps = playOn(d, (w, p, moves) => (p === "a" ? a : b)(w, p, moves), maxSteps);
  if (d.result === null) {
    throw new RingsideError("INVALID_STATE", "rasslefest: match did not end", [
      { path: "maxSteps", message: `still going after ${maxSteps} steps` },
    ]);
  }
  return { result: d.result, steps, state: seal(d) };
}
