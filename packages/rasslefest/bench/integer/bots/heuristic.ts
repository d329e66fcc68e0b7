/**
 * A rule-of-thumb bot: hits hard, counters what hurts, saves itself, discards dead cards. The
 * scoring is written once, on the working copy ({@link scoreCode}); a view is read into a small
 * working copy to score JSON moves ({@link scoreMove}).
 */
import type { Bot, Rng } from "@ringside/core";
import {
  CAT_BASIC,
  CAT_COUNTER,
  CAT_HIGH,
  CTRL_CONTROL,
  K_ARMBAR,
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
  cardIndex,
  codeOf,
  kindIndexOf,
  locationIndex,
} from "../codes.js";
import { Draft } from "../draft.js";
import {
  CH_KIND,
  CH_LOC,
  HAND,
  handCard,
  linkKind,
  linkPlace,
  moveAt,
  PH_ANSWER,
  PH_COUNT,
  PH_COVER,
  PH_FOLLOWUP,
  PH_LEAD,
  PH_OVER,
  PH_RESPOND,
  PH_RETALIATE,
  PH_REVEAL,
} from "../layout.js";
import { strikeFits } from "../rules/basicVsHighRisk.js";
import {
  categoryOf,
  controlOf,
  damageOf,
  energyFits,
  kindOfCard,
  minEnergy,
  specialOf,
} from "../rules/facts.js";
import { withPolicy } from "./policy.js";
import type { RassleMove, RassleView } from "../types.js";

const damageAt = (c: number, outside: boolean): number => {
  const k = kindOfCard(c);
  return damageOf(k) + (outside && categoryOf(k) === CAT_HIGH ? 1 : 0);
};

/**
 * Scores move `code` of player `p` (0 or 1) on the working copy from what `p` may see (his own
 * hand, energies, phase, the attack on the table, hold and location); higher is better.
 */
export function scoreCode(d: Draft, p: number, code: number): number {
  const energy = d.en(p);
  const foe = d.en(1 - p);
  const t = code & 7;
  const c = (code >> 3) - 1;
  switch (t) {
    case M_DISCARD: {
      const k = kindOfCard(c);
      const dead = !energyFits(k, energy) || minEnergy(k) > energy;
      return (dead ? -0.5 : -2) - (categoryOf(k) === CAT_COUNTER ? 1 : 0) + minEnergy(k) * 0.05;
    }
    case M_HOLD:
      return 3 * damageOf(d.holdP >= 0 ? d.holdK : K_ARMBAR) + (c < 0 ? 0 : 0.2);
    case M_GO_OUTSIDE:
    case M_GO_TOP: {
      // Only attacks that can be made at the new place count (a trip may have none after it).
      const n = p === 0 ? d.h0 : d.h1;
      let follow = 0;
      const to = t === M_GO_OUTSIDE ? LOC_OUTSIDE : LOC_TOP;
      for (let i = 0; i < n; i++) {
        const x = handCard(d, p, i);
        if (x !== c && strikeFits(kindOfCard(x), to, energy)) {
          follow = Math.max(follow, damageAt(x, t === M_GO_OUTSIDE));
        }
      }
      return 3 * follow + 0.5;
    }
    case M_PLAY: {
      const k = kindOfCard(c);
      const ph = d.ph;
      const sp = specialOf(k);
      if (ph === PH_COVER) return 100;
      if (sp === SP_BIG_RALLY) return 20;
      if (ph === PH_RESPOND) {
        if (d.chainLen === 0) return 0;
        const hurt = damageOf(linkKind(d, 0)) + (linkPlace(d, 0) === LOC_OUTSIDE ? 1 : 0);
        if (d.chainLen > 1) return 4 + hurt;
        if (sp === SP_REVERSAL) return 2 + 2 * hurt;
        if (sp === SP_DODGE) return 2 + hurt;
        if (sp === SP_BLOCK) return 1 + hurt;
        if (sp === SP_DOUBLE_KNOCKDOWN) return foe > energy ? hurt : hurt - 1.5;
        if (sp === SP_RECOVER) return hurt + 0.5;
        return 0;
      }
      if (ph === PH_REVEAL) {
        if (categoryOf(k) === CAT_BASIC) return 8 - minEnergy(k) + damageOf(k);
        return 1;
      }
      if (sp === SP_TAUNT) return 1.5;
      const free = ph === PH_FOLLOWUP && d.phFree;
      return (
        3 * damageAt(c, d.loc === LOC_OUTSIDE) +
        (controlOf(k) === CTRL_CONTROL ? 1 : 0) +
        (free ? damageOf(k) : 0) +
        minEnergy(k) * 0.1
      );
    }
    default:
      return 0;
  }
}

const PHASES: Readonly<Record<RassleView["phase"]["kind"], number>> = {
  reveal: PH_REVEAL,
  lead: PH_LEAD,
  followup: PH_FOLLOWUP,
  respond: PH_RESPOND,
  retaliate: PH_RETALIATE,
  answer: PH_ANSWER,
  cover: PH_COVER,
  count: PH_COUNT,
  over: PH_OVER,
};

/** A working copy holding what {@link scoreCode} reads from a view (the viewer's side only). */
function draftOfView(view: RassleView): { readonly d: Draft; readonly p: number } {
  const d = new Draft();
  const p = view.player === "b" ? 1 : 0;
  d.e0 = view.energy.a;
  d.e1 = view.energy.b;
  view.hand.forEach((card, i) => {
    d.m[HAND + p * 80 + i] = cardIndex(card);
  });
  if (p === 0) d.h0 = view.hand.length;
  else d.h1 = view.hand.length;
  d.holdP = view.hold === null ? -1 : view.hold.holder === "a" ? 0 : 1;
  d.holdK = view.hold === null ? 0 : kindIndexOf(view.hold.kind);
  d.loc = locationIndex(view.location);
  const ph = view.phase;
  d.ph = PHASES[ph.kind];
  d.phFree = ph.kind === "followup" && ph.free;
  d.chainLen = 0;
  if (ph.kind === "respond") {
    const first = ph.chain[0];
    d.chainLen = ph.chain.length;
    if (first !== undefined) {
      d.m[CH_KIND] = kindIndexOf(first.kind);
      d.m[CH_LOC] = locationIndex(first.location);
    }
  }
  return { d, p };
}

/** Scores one legal move from what the view shows (higher is better): {@link scoreCode} on the view. */
export function scoreMove(view: RassleView, move: RassleMove): number {
  const { d, p } = draftOfView(view);
  return move.type === "accept" || move.type === "pass" ? 0 : scoreCode(d, p, codeOf(move));
}

/** A bot that plays the best-scoring move by {@link scoreMove}, ties broken by its own RNG. */
export function heuristicBot(): Bot<RassleView, RassleMove> {
  return withPolicy(({ view, moves, rng }) => pickBest(view, moves, rng), "heuristic");
}

/**
 * The index of the best of `n` scores (random among equals: one draw over the ties, in order).
 * Two passes, no list kept.
 */
function bestIndex(n: number, score: (i: number) => number, rng: Rng): number {
  let bestScore = -Infinity;
  let ties = 0;
  for (let i = 0; i < n; i++) {
    const s = score(i);
    if (s > bestScore + 1e-9) {
      bestScore = s;
      ties = 1;
    } else if (Math.abs(s - bestScore) <= 1e-9) ties++;
  }
  let pick = ties === 1 ? 0 : rng.int(0, ties - 1);
  let best = -Infinity;
  for (let i = 0; i < n; i++) {
    const s = score(i);
    // The same walk as above: the running best decides which moves were its ties.
    if (s > best + 1e-9) best = s;
    if (Math.abs(s - bestScore) <= 1e-9 && Math.abs(best - bestScore) <= 1e-9 && pick-- === 0) return i;
  }
  return 0;
}

/** The best-scoring move (random among equals). */
export function pickBest(view: RassleView, moves: readonly RassleMove[], rng: Rng): RassleMove {
  const { d, p } = draftOfView(view);
  const codes = moves.map((m) => (m.type === "accept" || m.type === "pass" ? -1 : codeOf(m)));
  const scoreOf = (j: number): number => {
    const code = codes[j] ?? -1;
    return code < 0 ? 0 : scoreCode(d, p, code);
  };
  return moves[bestIndex(moves.length, scoreOf, rng)] ?? (moves[0] as RassleMove);
}

/**
 * {@link pickBest} on the working copy: the best of the `n` legal move codes in its buffer by
 * {@link scoreCode} (random among equals, with the same draws), as a code.
 */
export function pickBestCode(d: Draft, p: number, n: number, rng: Rng): number {
  const i = bestIndex(n, (j) => scoreCode(d, p, moveAt(d, j)), rng);
  return moveAt(d, i);
}
