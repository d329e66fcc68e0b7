/**
 * The strong bot: determinized Monte Carlo search. For each decision it deals the unseen cards at
 * random several times (it only ever reads its own view), plays every legal move in each deal,
 * finishes the match with quick heuristic rollouts, and keeps the move with the best average.
 */
import { createRng, type Bot, type Rng } from "@ringside/core";
import { applyMove, rasslefest } from "../engine.js";
import { opponent } from "../legal.js";
import type { RassleMove, RasslePlayer, RassleState, RassleView } from "../types.js";
import { determinize } from "./determinize.js";
import { pickBest } from "./heuristic.js";

/** Settings of the strong bot. */
export interface StrongBotOptions {
  /** Deals of the unseen cards per decision (default 8). */
  readonly samples?: number;
  /** Decisions played in a rollout before the position is judged by energy (default 80). */
  readonly depth?: number;
  /** Chance that a rollout move is random instead of the heuristic's (default 0.05). */
  readonly noise?: number;
  /** Head start (in wins per deal) of the move the heuristic prefers (default 0.1). */
  readonly prior?: number;
}

function judge(state: RassleState, me: RasslePlayer): number {
  const r = state.result;
  if (r !== null) return r.winner === null ? 0.5 : r.winner === me ? 1 : 0;
  const diff = state.energy[me] - state.energy[opponent(me)];
  return Math.max(0.05, Math.min(0.95, 0.5 + diff / 20));
}

function rollout(start: RassleState, me: RasslePlayer, rng: Rng, depth: number, noise: number): number {
  let s = start;
  for (let i = 0; i < depth; i++) {
    const t = rasslefest.turn(s);
    if (t.kind === "over") break;
    if (t.kind === "advance") {
      s = rasslefest.advance(s).state;
      continue;
    }
    const p = t.players[0] as RasslePlayer;
    const moves = rasslefest.moves(s, p);
    const move =
      moves.length === 1 || rng.int(0, 999) < noise * 1000
        ? (moves[rng.int(0, moves.length - 1)] as RassleMove)
        : pickBest(rasslefest.view(s, p), moves, rng);
    s = applyMove(s, p, move).state;
  }
  return judge(s, me);
}

/** Creates the strong bot. It receives only its view, its legal moves and its own RNG. */
export function strongBot(options: StrongBotOptions = {}): Bot<RassleView, RassleMove> {
  const samples = options.samples ?? 8;
  const depth = options.depth ?? 80;
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
        const after = applyMove(world, me, m).state;
        totals[i] = (totals[i] ?? 0) + rollout(after, me, createRng(seed), depth, noise);
      });
    }
    let best = 0;
    totals.forEach((t, i) => {
      if (t > (totals[best] ?? -1)) best = i;
    });
    return moves[best] as RassleMove;
  };
}
