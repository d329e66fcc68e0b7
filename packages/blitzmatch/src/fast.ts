/**
 * The whole-match fast path for bulk simulation: a two-slot match on seeded dice, resolved in
 * numbers (no events, no JSON states), drawing the same dice in the same order as the rules
 * modules do, so that the result and the step count equal the Game API's (the conformance kit
 * proves it). Scripted dice and matches of more than two slots take the Game API.
 *
 * The speed comes from compiling a setup once ({@link compileMatch}): its tables are built by the
 * readable rules' own functions (`isDefensive`, `bufferFor`, `endurancePenalty`), so a match is
 * integer reads and dice, with Endurance in two local numbers and nothing allocated but the answer.
 * The property tests check the compiled core against the rules modules die for die.
 *
 * @module
 */
import {
  SeededDice,
  defined,
  openDice,
  type DiceStart,
  type FastResult,
  type MatchResult,
} from "@ringside/core";
import { validateConfig } from "./config.js";
import { DEFENSIVE_BONUS, ENDURANCE_PENALTY_BELOW, TIE_DAMAGE } from "./data/buffers.js";
import { FINISH_MARGIN } from "./data/victoryTable.js";
import { setupMatch } from "./match.js";
import { bufferFor } from "./rules/compareValues.js";
import { FINISH_METHOD, MAX_REVERSALS } from "./rules/resolveRound.js";
import { isDefensive } from "./rules/roundActions.js";
import { endurancePenalty } from "./rules/roundTotals.js";
import type { BlitzMatchSideState } from "./state.js";
import type { BlitzMatchSetup } from "./types.js";

/**
 * A validated two-slot match compiled to numbers once: the style list, MVs, advantage and Endurance
 * worked out, each side's round action turned into the figures `roundTotal` and `compareValues`
 * use, the Endurance penalty tabled by Endurance, and the four possible results built in advance, so
 * that many matches of one setup skip the bookkeeping and allocate only their answer.
 */
export interface CompiledMatch {
  /** The two sides' ids, as the results name them. */
  readonly ids: readonly [string, string];
  /** Each side's starting Endurance (MV plus Stamina). */
  readonly endurance: readonly [number, number];
  /** What each side adds to every roll for the advantage (the bonus for one side, 0 for the other). */
  readonly advantage: readonly [number, number];
  /**
   * Round `r` (from 0) of side `s` at `4 * (2 * r + s)`: the dice it rolls (its activity), what it
   * adds to them (defensive bonus and advantage bonus), 1 for high risk (else 0), and the buffer
   * it must overcome when it wins the round.
   */
  readonly plan: Int32Array;
  /** The Endurance penalty (0 to 3) at each Endurance from 0 to the higher starting Endurance. */
  readonly penalty: Int32Array;
  /** The time limit in rounds. */
  readonly rounds: number;
  /** True when a defensive winner's buffer is a threshold rather than subtracted. */
  readonly threshold: boolean;
  /** How a finish is recorded (the victory table's reading). */
  readonly method: MatchResult<string>["method"];
  /** The four results a match can end with (frozen): side 0 wins, side 1 wins, a draw, the time limit. */
  readonly results: readonly [
    MatchResult<string>,
    MatchResult<string>,
    MatchResult<string>,
    MatchResult<string>,
  ];
}

/** Endurance from which there is no penalty (the highest threshold of `endurancePenalty`). */
const PENALTY_FREE = Math.max(...ENDURANCE_PENALTY_BELOW);

/** Stride of one side's round in {@link CompiledMatch.plan}. */
const STRIDE = 4;
/** Where {@link CompiledMatch.results} keeps the draw and the time limit. */
const DRAW = 2;
const TIME_LIMIT = 3;

/** Compiles a validated two-slot setup for {@link runCompiled}. */
export function compileMatch(setup: BlitzMatchSetup): CompiledMatch {
  const o = setup.options;
  const body = setupMatch(setup, []);
  const [a, b] = body.sides as readonly [BlitzMatchSideState, BlitzMatchSideState];
  const advantage: [number, number] = [
    body.advantage === 0 ? o.advantageBonus : 0,
    body.advantage === 1 ? o.advantageBonus : 0,
  ];
  const plan = new Int32Array(o.rounds * 2 * STRIDE);
  for (let r = 0; r < o.rounds; r++) {
    [a, b].forEach((side, s) => {
      const action = defined(side.strategy.rounds[r], `blitzmatch: round ${r + 1} of ${side.id}`);
      const at = STRIDE * (2 * r + s);
      plan[at] = action.activity;
      plan[at + 1] =
        (isDefensive(action) ? DEFENSIVE_BONUS[action.activity] : 0) +
        (s === 0 ? advantage[0] : advantage[1]);
      plan[at + 2] = action.attitude === "high-risk" ? 1 : 0;
      plan[at + 3] = bufferFor(action);
    });
  }
  const top = Math.max(a.endurance, b.endurance);
  const penalty = new Int32Array(top + 1);
  for (let e = 0; e <= top && e < PENALTY_FREE; e++) penalty[e] = endurancePenalty(e);
  const method = FINISH_METHOD[o.finish];
  const results: CompiledMatch["results"] = [
    Object.freeze({ winner: a.id, method }),
    Object.freeze({ winner: b.id, method }),
    Object.freeze({ winner: null, method: "draw", detail: "both sides finished on a tied round" }),
    Object.freeze({ winner: null, method: "time-limit", detail: `no winner after ${o.rounds} rounds` }),
  ];
  return {
    ids: [a.id, b.id],
    endurance: [a.endurance, b.endurance],
    advantage,
    plan,
    penalty,
    rounds: o.rounds,
    threshold: o.buffer === "threshold",
    method,
    results,
  };
}

/**
 * The largest signed generator output a d6 keeps: pure-rand's `uniformInt(gen, 1, 6)` (and so
 * `dice.int(1, 6)`) rejects the unsigned value `next() ^ 0x80000000` from 6 × ⌊2³² / 6⌋ up.
 */
const D6_LAST_KEPT = 6 * Math.floor(2 ** 32 / 6) - 1 - 2 ** 31;

/**
 * One d6: the face and generator steps of `dice.int(1, 6)`, without the range checks a general
 * `int` makes (about a tenth of the whole match).
 */
function d6(dice: SeededDice): number {
  let v = dice.next();
  while (v > D6_LAST_KEPT) v = dice.next();
  return ((((v ^ 0x80000000) >>> 0) % 6) | 0) + 1;
}

/**
 * One side's round total on seeded dice, as `roundTotal` computes it: the activity dice, then one
 * more for each high-risk 3, in order; a high-risk 6 counts 0; never below 0.
 */
/* eslint-disable @typescript-eslint/no-non-null-assertion -- the hot loop reads its compiled tables
   without checks: `plan` holds rounds × 2 × STRIDE entries and `at` steps through it by STRIDE up
   to the last round; `penalty` covers every Endurance from 0 to the higher start, and Endurance
   only falls (never below 0) */
function total(dice: SeededDice, plan: Int32Array, at: number, penalty: number): number {
  const n = plan[at]!;
  let counted = 0;
  if (plan[at + 2] === 0) {
    for (let k = 0; k < n; k++) counted += d6(dice);
  } else {
    let threes = 0;
    for (let k = 0; k < n; k++) {
      const d = d6(dice);
      if (d === 3) threes++;
      else if (d === 6) counted -= 6;
      counted += d;
    }
    for (let k = 0; k < threes; k++) counted += d6(dice);
  }
  counted += plan[at + 1]! - penalty;
  return counted < 0 ? 0 : counted;
}

/**
 * A victory check against `against` Endurance, with `victoryCheck`'s draws (two dice, two more
 * after a 12): 1 when it finishes, 0 when nothing happens, -1 on a 2 (a reversal).
 */
function check(dice: SeededDice, against: number): number {
  const sum = d6(dice) + d6(dice);
  if (sum === 2) return -1;
  const roll = sum === 12 ? 10 + d6(dice) + d6(dice) : sum;
  return roll - against >= FINISH_MARGIN ? 1 : 0;
}

/**
 * Plays a compiled match on seeded dice: the result and the rounds played (the Game API's steps).
 * It draws the dice the rules modules draw, in their order, and leaves `dice` where they would.
 * The result is one of the compiled match's frozen results; the only allocation is the answer.
 */
export function runCompiled(m: CompiledMatch, dice: SeededDice): FastResult<string> {
  const plan = m.plan;
  const penalty = m.penalty;
  const rounds = m.rounds;
  let e0 = m.endurance[0];
  let e1 = m.endurance[1];
  for (let round = 1, at = 0; round <= rounds; round++, at += 2 * STRIDE) {
    const t0 = total(dice, plan, at, penalty[e0]!);
    const t1 = total(dice, plan, at + STRIDE, penalty[e1]!);
    if (t0 === t1) {
      // A tie: both lose 3 and both check, each against the other; a 2 is no reversal here.
      e0 = e0 > TIE_DAMAGE ? e0 - TIE_DAMAGE : 0;
      e1 = e1 > TIE_DAMAGE ? e1 - TIE_DAMAGE : 0;
      const first = check(dice, e1) > 0;
      const second = check(dice, e0) > 0;
      if (first) return { result: m.results[second ? DRAW : 0], steps: round };
      if (second) return { result: m.results[1], steps: round };
      continue;
    }
    // The round's winner deals the margin, less its buffer if it was defensive, then checks.
    let w = t0 > t1 ? 0 : 1;
    const margin = w === 0 ? t0 - t1 : t1 - t0;
    const buffer = plan[at + w * STRIDE + 3]!;
    let dealt = margin;
    if (buffer > 0) dealt = m.threshold ? (margin >= buffer ? margin : 0) : Math.max(0, margin - buffer);
    if (w === 0) e1 = e1 > dealt ? e1 - dealt : 0;
    else e0 = e0 > dealt ? e0 - dealt : 0;
    // A 2 reverses: the loser checks against the winner, and so on (up to MAX_REVERSALS times).
    for (let n = 0; n <= MAX_REVERSALS; n++) {
      const c = check(dice, w === 0 ? e1 : e0);
      if (c > 0) return { result: w === 0 ? m.results[0] : m.results[1], steps: round };
      if (c === 0) break;
      w = 1 - w;
    }
  }
  return { result: m.results[TIME_LIMIT], steps: rounds };
}
/* eslint-enable @typescript-eslint/no-non-null-assertion */

/** Resolves a validated two-slot setup on seeded dice: the result and the rounds played. */
export function fastTwoSlots(setup: BlitzMatchSetup, dice: SeededDice): FastResult<string> {
  return runCompiled(compileMatch(setup), dice);
}

/**
 * The fast path's entry: validates the config as `start` does, then resolves two-slot matches on
 * a seed in numbers; anything else (scripted dice, three or more slots) goes through `slow`.
 */
export function runFast(
  config: unknown,
  dice: DiceStart,
  slow: () => FastResult<string>,
): FastResult<string> {
  if (typeof dice !== "number" || !Number.isSafeInteger(dice)) return slow();
  const setup = validateConfig(config);
  if (setup.sides.length !== 2) return slow();
  const source = openDice(dice);
  if (!(source instanceof SeededDice)) return slow();
  return fastTwoSlots(setup, source);
}
