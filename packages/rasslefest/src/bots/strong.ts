/**
 * The strong bot: determinized Monte Carlo search. For each decision it deals the unseen cards at
 * random several times (it only ever reads its own view), plays every legal move in each deal,
 * finishes the match with quick heuristic rollouts, and keeps the move with the best average.
 */
import { createRng, openDice, type Bot, type Rng } from "@ringside/core";
import { load, opponent, type Draft } from "../draft.js";
import { randomPick } from "./randomBot.js";
import { playOn } from "../fast.js";
import { applyOn } from "../rules/gameplay.js";
import type { RassleMove, RasslePlayer, RassleState, RassleView } from "../types.js";
import { determinize } from "./determinize.js";
import { pickBest, pickBestOn } from "./heuristic.js";

/** Settings of the strong bot. */
export interface StrongBotOptions {
  /** Deals of the unseen cards per decision (default 8). */
  readonly samples?: number;
  /**
   * Decisions played in a rollout before the position is judged by energy (default 20). Longer
   * rollouts are not stronger: played out to the end by the noisy heuristic, they lost to the plain
   * heuristic bot over 100 duplicate deals (default 8 deals: 80 deep won 16, lost 27; 20 deep won
   * 27, lost 11).
   */
  readonly depth?: number;
  /** Chance that a rollout move is random instead of the heuristic's (default 0.05). */
  readonly noise?: number;
  /** Head start (in wins per deal) of the move the heuristic prefers (default 0.1). */
  readonly prior?: number;
}

function judge(state: Draft, me: RasslePlayer): number {
  const r = state.result;
  if (r !== null) return r.winner === null ? 0.5 : r.winner === me ? 1 : 0;
  const diff = state.energy[me] - state.energy[opponent(me)];
  return Math.max(0.05, Math.min(0.95, 0.5 + diff / 20));
}

/** Plays `move` in `world`, then heuristic moves (some random) on the fast path; judges the end. */
function rollout(
  world: RassleState,
  me: RasslePlayer,
  move: RassleMove,
  rng: Rng,
  depth: number,
  noise: number,
): number {
  const d = load(world, openDice(world.dice), null);
  applyOn(d, me, move);
  const chance = noise * 1000;
  playOn(
    d,
    (w, p, moves) =>
      moves.length === 1 || rng.int(0, 999) < chance ? randomPick(moves, rng) : pickBestOn(w, p, moves, rng),
    depth,
  );
  return judge(d, me);
}

/** Creates the strong bot. It receives only its view, its legal moves and its own RNG. */
export function strongBot(options: StrongBotOptions = {}): Bot<RassleView, RassleMove> {
  const samples = options.samples ?? 8;
  const depth = options.depth ?? 20;
  const noise = options.noise ?? 0.05;
  return ({ view, moves, rng }) => {
    if (moves.length <= 1) return moves[0] as RassleMove;
    const me = view.player ?? "a";
    const favourite = pickBest(view, moves, rng);
    const prior = (options.prior ?? 0.1) * samples;
    const totals = moves.map((m) => (m === favourite ? prior : 0));
    for (let n = 0; n < samples; n++) {
      const world = determinize(view, rng);
      const seed = rng.int(1, 0x7fffffff);
      moves.forEach((m, i) => {
        // Common random numbers: every move meets the same deal and the same rollout stream.
        totals[i] = (totals[i] ?? 0) + rollout(world, me, m, createRng(seed), depth, noise);
      });
    }
    let best = 0;
    totals.forEach((t, i) => {
      if (t > (totals[best] ?? -1)) best = i;
    });
    return moves[best] as RassleMove;
  };
}
