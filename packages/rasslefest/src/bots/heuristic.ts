/** A rule-of-thumb bot: hits hard, counters what hurts, saves itself, discards dead cards. */
import type { Bot, Rng } from "@ringside/core";
import { cardKind, type CardId } from "../cards.js";
import {
  CAT_BASIC,
  CAT_COUNTER,
  CAT_HIGH,
  C_KIND,
  CTRL_CONTROL,
  K_ARMBAR,
  K_CAT,
  K_CTRL,
  K_DMG,
  K_MAX,
  K_MIN,
  K_SPECIAL,
  LOC_OUTSIDE,
  LOC_TOP,
  M_DISCARD,
  M_GO_OUTSIDE,
  M_GO_TOP,
  M_HOLD,
  M_PLAY,
  SP_BIG_RALLY,
  SP_BLOCK,
  SP_DODGE,
  SP_DOUBLE_KNOCKDOWN,
  SP_RECOVER,
  SP_REVERSAL,
  SP_TAUNT,
} from "../codes.js";
import {
  CH_KIND,
  CH_LOC,
  HAND,
  MOVES,
  PH_COVER,
  PH_FOLLOWUP,
  PH_RESPOND,
  PH_REVEAL,
  type Draft,
} from "../draft.js";
import { energyAllows, opponent, strikeAllowed, strikeFits } from "../legal.js";
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
      // Only attacks that can be made at the new place count (a trip may have none after it).
      const follow = view.hand
        .filter((c) => c !== move.card && strikeAllowed(cardKind(c), move.to, energy))
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

const damageAt = (c: number, outside: boolean): number => {
  const k = C_KIND[c] as number;
  return (K_DMG[k] as number) + (outside && K_CAT[k] === CAT_HIGH ? 1 : 0);
};

/**
 * {@link scoreMove} on the working copy, for move `code` of player `p` (0 or 1): the same figures
 * from the same public facts (the player's own hand, energies, phase, hold and location).
 */
export function scoreCode(d: Draft, p: number, code: number): number {
  const energy = d.en(p);
  const foe = d.en(1 - p);
  const t = code & 7;
  const c = (code >> 3) - 1;
  switch (t) {
    case M_DISCARD: {
      const k = C_KIND[c] as number;
      const min = K_MIN[k] as number;
      const dead = !(energy >= min && energy <= (K_MAX[k] as number)) || min > energy;
      return (dead ? -0.5 : -2) - (K_CAT[k] === CAT_COUNTER ? 1 : 0) + min * 0.05;
    }
    case M_HOLD:
      return 3 * (K_DMG[d.holdP >= 0 ? d.holdK : K_ARMBAR] as number) + (c < 0 ? 0 : 0.2);
    case M_GO_OUTSIDE:
    case M_GO_TOP: {
      const base = HAND + p * 80;
      const n = p === 0 ? d.h0 : d.h1;
      let follow = 0;
      const to = t === M_GO_OUTSIDE ? LOC_OUTSIDE : LOC_TOP;
      for (let i = 0; i < n; i++) {
        const x = d.m[base + i] as number;
        if (x !== c && strikeFits(C_KIND[x] as number, to, energy)) {
          follow = Math.max(follow, damageAt(x, t === M_GO_OUTSIDE));
        }
      }
      return 3 * follow + 0.5;
    }
    case M_PLAY: {
      const k = C_KIND[c] as number;
      const ph = d.ph;
      const sp = K_SPECIAL[k];
      if (ph === PH_COVER) return 100;
      if (sp === SP_BIG_RALLY) return 20;
      if (ph === PH_RESPOND) {
        if (d.chainLen === 0) return 0;
        const hurt = (K_DMG[d.m[CH_KIND] as number] as number) + (d.m[CH_LOC] === LOC_OUTSIDE ? 1 : 0);
        if (d.chainLen > 1) return 4 + hurt;
        if (sp === SP_REVERSAL) return 2 + 2 * hurt;
        if (sp === SP_DODGE) return 2 + hurt;
        if (sp === SP_BLOCK) return 1 + hurt;
        if (sp === SP_DOUBLE_KNOCKDOWN) return foe > energy ? hurt : hurt - 1.5;
        if (sp === SP_RECOVER) return hurt + 0.5;
        return 0;
      }
      if (ph === PH_REVEAL) {
        if (K_CAT[k] === CAT_BASIC) return 8 - (K_MIN[k] as number) + (K_DMG[k] as number);
        return 1;
      }
      if (sp === SP_TAUNT) return 1.5;
      const free = ph === PH_FOLLOWUP && d.phFree;
      return (
        3 * damageAt(c, d.loc === LOC_OUTSIDE) +
        (K_CTRL[k] === CTRL_CONTROL ? 1 : 0) +
        (free ? (K_DMG[k] as number) : 0) +
        (K_MIN[k] as number) * 0.1
      );
    }
    default:
      return 0;
  }
}

/** Reused indexes of the moves tied for the best score. */
const tieIdx = new Int32Array(256);

/**
 * {@link pickBest} on the working copy: the best of the `n` legal move codes in its buffer by
 * {@link scoreCode} (random among equals, with the same draws), as a code.
 */
export function pickBestCode(d: Draft, p: number, n: number, rng: Rng): number {
  let ties = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < n; i++) {
    const s = scoreCode(d, p, d.m[MOVES + i] as number);
    if (s > bestScore + 1e-9) {
      bestScore = s;
      tieIdx[0] = i;
      ties = 1;
    } else if (Math.abs(s - bestScore) <= 1e-9) tieIdx[ties++] = i;
  }
  const at = tieIdx[ties === 1 ? 0 : rng.int(0, ties - 1)] as number;
  return d.m[MOVES + at] as number;
}
