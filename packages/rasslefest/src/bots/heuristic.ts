/**
 * A rule-of-thumb bot: hits hard, counters what hurts, saves itself, discards dead cards. The
 * scoring is written once, on what a wrestler sees ({@link Seen}): a view, or the working copy
 * read from his seat on the fast path.
 */
import type { Bot, Rng } from "@ringside/core";
import { cardKind, type CardId } from "../cards.js";
import { opponent, type Draft } from "../draft.js";
import { strikeOk } from "../rules/basicVsHighRisk.js";
import { energyFits } from "../rules/facts.js";
import { withPolicy } from "./policy.js";
import type {
  HoldState,
  Phase,
  RassleMove,
  RasslePlayer,
  RassleView,
  RingLocation,
  ViewPhase,
} from "../types.js";

/** What the scoring reads: the wrestler's own hand, both energies, the phase, the hold and the place. */
export interface Seen {
  readonly energy: Readonly<Record<RasslePlayer, number>>;
  readonly hand: readonly CardId[];
  readonly hold: HoldState | null;
  readonly location: RingLocation;
  readonly phase: Phase | ViewPhase;
}

/** The stars of `card`, with the point a High Risk Attack earns outside. */
const damageAt = (card: CardId, outside: boolean): number => {
  const k = cardKind(card);
  return k.damage + (outside && k.category === "high-risk" ? 1 : 0);
};

/** The score of playing `card` (higher is better). */
function playScore(seen: Seen, p: RasslePlayer, card: CardId): number {
  const k = cardKind(card);
  const energy = seen.energy[p];
  const ph = seen.phase;
  if (ph.kind === "cover") return 100;
  if (k.special === "big-rally") return 20;
  if (ph.kind === "respond") {
    const attack = ph.chain[0];
    if (attack === undefined) return 0;
    const hurt = cardKind(attack.kind).damage + (attack.location === "outside" ? 1 : 0);
    if (ph.chain.length > 1) return 4 + hurt;
    switch (k.special) {
      case "reversal":
        return 2 + 2 * hurt;
      case "dodge":
        return 2 + hurt;
      case "block":
        return 1 + hurt;
      case "double-knockdown":
        return seen.energy[opponent(p)] > energy ? hurt : hurt - 1.5;
      case "recover":
        return hurt + 0.5;
      default:
        return 0;
    }
  }
  if (ph.kind === "reveal") return k.category === "basic" ? 8 - k.minEnergy + k.damage : 1;
  if (k.special === "taunt") return 1.5;
  const free = ph.kind === "followup" && ph.free;
  return (
    3 * damageAt(card, seen.location === "outside") +
    (k.control === "control" ? 1 : 0) +
    (free ? k.damage : 0) +
    k.minEnergy * 0.1
  );
}

/** Scores `move` of `p` from what he sees; higher is better. */
export function scoreFor(seen: Seen, p: RasslePlayer, move: RassleMove): number {
  const energy = seen.energy[p];
  switch (move.type) {
    case "discard": {
      const k = cardKind(move.card);
      const dead = !energyFits(k, energy) || k.minEnergy > energy;
      return (dead ? -0.5 : -2) - (k.category === "counteraction" ? 1 : 0) + k.minEnergy * 0.05;
    }
    case "hold":
      return 3 * cardKind(seen.hold?.kind ?? "armbar").damage + (move.discard === null ? 0 : 0.2);
    case "go": {
      // Only attacks that can be made at the new place count (a trip may have none after it).
      let follow = 0;
      for (const card of seen.hand) {
        if (card !== move.card && strikeOk(cardKind(card), move.to, energy)) {
          follow = Math.max(follow, damageAt(card, move.to === "outside"));
        }
      }
      return 3 * follow + 0.5;
    }
    case "play":
      return playScore(seen, p, move.card);
    default:
      return 0;
  }
}

/** Scores one legal move from what the view shows (higher is better). */
export function scoreMove(view: RassleView, move: RassleMove): number {
  return scoreFor(view, view.player ?? "a", move);
}

/** A bot that plays the best-scoring move by {@link scoreMove}, ties broken by its own RNG. */
export function heuristicBot(): Bot<RassleView, RassleMove> {
  return withPolicy(({ view, moves, rng }) => pickBest(view, moves, rng), "heuristic");
}

/** The index of the best of `scores` (random among equals: one draw over the ties, in order). */
function bestIndex(scores: readonly number[], rng: Rng): number {
  let bestScore = -Infinity;
  let ties = 0;
  for (const s of scores) {
    if (s > bestScore + 1e-9) {
      bestScore = s;
      ties = 1;
    } else if (Math.abs(s - bestScore) <= 1e-9) ties++;
  }
  let pick = ties === 1 ? 0 : rng.int(0, ties - 1);
  let best = -Infinity;
  for (let i = 0; i < scores.length; i++) {
    const s = scores[i] ?? -Infinity;
    // The same walk as above: the running best decides which moves were its ties.
    if (s > best + 1e-9) best = s;
    if (Math.abs(s - bestScore) <= 1e-9 && Math.abs(best - bestScore) <= 1e-9 && pick-- === 0) return i;
  }
  return 0;
}

/** The best-scoring of `moves` for `p` seeing `seen` (random among equals). */
function bestOf(seen: Seen, p: RasslePlayer, moves: readonly RassleMove[], rng: Rng): RassleMove {
  const i = bestIndex(
    moves.map((m) => scoreFor(seen, p, m)),
    rng,
  );
  return moves[i] ?? moves[0] ?? { type: "pass" };
}

/** The best-scoring move (random among equals). */
export function pickBest(view: RassleView, moves: readonly RassleMove[], rng: Rng): RassleMove {
  return bestOf(view, view.player ?? "a", moves, rng);
}

/** {@link pickBest} on the working copy, from the seat of `p` (the same scores and draws). */
export function pickBestOn(d: Draft, p: RasslePlayer, moves: readonly RassleMove[], rng: Rng): RassleMove {
  const seen: Seen = {
    energy: d.energy,
    hand: d.hands[p],
    hold: d.hold,
    location: d.location,
    phase: d.phase,
  };
  return bestOf(seen, p, moves, rng);
}
