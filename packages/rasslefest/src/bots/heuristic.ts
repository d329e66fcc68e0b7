/** A rule-of-thumb bot: hits hard, counters what hurts, saves itself, discards dead cards. */
import type { Bot, Rng } from "@ringside/core";
import { cardKind, type CardId } from "../cards.js";
import { energyAllows, opponent } from "../legal.js";
import type { RassleMove, RassleView } from "../types.js";

const damageOf = (card: CardId, outside: boolean): number => {
  const k = cardKind(card);
  return k.damage + (outside && k.category === "high-risk" ? 1 : 0);
};

/** Scores one legal move from what the view shows (higher is better). */
export function scoreMove(view: RassleView, move: RassleMove): number {
  const me = view.player ?? "a";
  const energy = view.energy[me];
  const foe = view.energy[opponent(me)];
  const ph = view.phase;
  switch (move.type) {
    case "accept":
    case "pass":
      return 0;
    case "discard": {
      const k = cardKind(move.card);
      const dead = !energyAllows(k, energy) || k.minEnergy > energy;
      return (dead ? -0.5 : -2) - (k.category === "counteraction" ? 1 : 0) + k.minEnergy * 0.05;
    }
    case "hold":
      return 3 * cardKind(view.hold?.kind ?? "armbar").damage + (move.discard === null ? 0 : 0.2);
    case "go": {
      const follow = view.hand
        .filter((c) => c !== move.card)
        .map((c) => damageOf(c, move.to === "outside"))
        .reduce((a, b) => Math.max(a, b), 0);
      return 3 * follow + 0.5;
    }
    case "play": {
      const k = cardKind(move.card);
      if (ph.kind === "cover") return 100;
      if (k.special === "big-rally") return 20;
      if (ph.kind === "respond") {
        const top = ph.chain[ph.chain.length - 1];
        const attack = ph.chain[0];
        if (top === undefined || attack === undefined) return 0;
        const hurt = cardKind(attack.kind).damage + (attack.location === "outside" ? 1 : 0);
        if (ph.chain.length > 1) return 4 + hurt;
        if (k.special === "reversal") return 2 + 2 * hurt;
        if (k.special === "dodge") return 2 + hurt;
        if (k.special === "block") return 1 + hurt;
        if (k.special === "double-knockdown") return foe > energy ? hurt : hurt - 1.5;
        if (k.special === "recover") return hurt + 0.5;
        return 0;
      }
      if (ph.kind === "reveal") {
        if (k.category === "basic") return 8 - k.minEnergy + k.damage;
        return 1;
      }
      if (k.special === "taunt") return 1.5;
      const free = ph.kind === "followup" && ph.free;
      return (
        3 * damageOf(move.card, view.location === "outside") +
        (k.control === "control" ? 1 : 0) +
        (free ? k.damage : 0) +
        k.minEnergy * 0.1
      );
    }
  }
}

/** A bot that plays the best-scoring move by {@link scoreMove}, ties broken by its own RNG. */
export function heuristicBot(): Bot<RassleView, RassleMove> {
  return ({ view, moves, rng }) => pickBest(view, moves, rng);
}

/** Reused list of the moves tied for the best score (no allocation per decision). */
const ties: RassleMove[] = [];

/** The best-scoring move (random among equals). */
export function pickBest(view: RassleView, moves: readonly RassleMove[], rng: Rng): RassleMove {
  ties.length = 0;
  let bestScore = -Infinity;
  for (const m of moves) {
    const s = scoreMove(view, m);
    if (s > bestScore + 1e-9) {
      bestScore = s;
      ties.length = 0;
      ties.push(m);
    } else if (Math.abs(s - bestScore) <= 1e-9) ties.push(m);
  }
  const pick = ties[ties.length === 1 ? 0 : rng.int(0, ties.length - 1)] ?? (moves[0] as RassleMove);
  ties.length = 0;
  return pick;
}
