/**
 * The whole-match fast path for bulk simulation: a two-slot match on seeded dice, resolved in
 * numbers (no events, no JSON states), drawing the same dice in the same order as the rules
 * modules do, so that the result and the step count equal the Game API's (the conformance kit
 * proves it). Scripted dice and matches of more than two slots take the Game API.
 *
 * @module
 */
import { SeededDice, openDice, type DiceStart, type FastResult, type MatchResult } from "@ringside/core";
import { validateConfig } from "./config.js";
import { DEFENSIVE_BONUS, DEFENSIVE_BUFFER, TIE_DAMAGE } from "./data/buffers.js";
import { FINISH_MARGIN } from "./data/victoryTable.js";
import { setupMatch } from "./match.js";
import { FINISH_METHOD, MAX_REVERSALS } from "./rules/resolveRound.js";
import type { BlitzMatchSetup } from "./types.js";

/** Attitude codes of the compiled rounds. */
const REST = 0;
const DEFENSIVE = 1;
const NORMAL = 2;
const HIGH_RISK = 3;
const CODE = { "rest-hold": REST, defensive: DEFENSIVE, normal: NORMAL, "high-risk": HIGH_RISK } as const;

/** One side's round total from seeded dice, as `roundTotal` computes it. */
function total(dice: SeededDice, attitude: number, activity: number, adv: number, end: number): number {
  let counted = 0;
  if (attitude === HIGH_RISK) {
    let threes = 0;
    for (let k = 0; k < activity; k++) {
      const d = dice.int(1, 6);
      if (d === 3) threes++;
      counted += d === 6 ? 0 : d;
    }
    for (let k = 0; k < threes; k++) counted += dice.int(1, 6);
  } else {
    for (let k = 0; k < activity; k++) counted += dice.int(1, 6);
  }
  if (attitude <= DEFENSIVE) counted += DEFENSIVE_BONUS[activity as 0 | 1 | 2 | 3];
  counted += adv;
  if (end < 10) counted--;
  if (end < 5) counted--;
  if (end <= 0) counted--;
  return counted < 0 ? 0 : counted;
}

/**
 * A victory check with its reversal chain: returns the index of the side that finished the other,
 * or -1. Draws exactly as `victoryCheck` does (two dice, two more after a 12).
 */
function check(dice: SeededDice, by: number, end: Int32Array, reversals: boolean): number {
  let checker = by;
  for (let n = 0; n <= MAX_REVERSALS; n++) {
    const sum = dice.int(1, 6) + dice.int(1, 6);
    if (sum === 2) {
      if (!reversals) return -1;
      checker = 1 - checker;
      continue;
    }
    const roll = sum === 12 ? 10 + dice.int(1, 6) + dice.int(1, 6) : sum;
    return roll - end[1 - checker]! >= FINISH_MARGIN ? checker : -1;
  }
  return -1;
}

/**
 * A validated two-slot match compiled to numbers once (style list, MVs, advantage and Endurance
 * worked out; each round action one integer), so that many matches of one setup skip the
 * bookkeeping.
 */
export interface CompiledMatch {
  readonly ids: readonly [string, string];
  readonly endurance: readonly [number, number];
  readonly advantage: readonly [number, number];
  /** Round `r` of side `s` at `2 * r + s`: attitude code times 4 plus activity. */
  readonly plan: Int8Array;
  readonly rounds: number;
  readonly threshold: boolean;
  readonly method: MatchResult<string>["method"];
}

/** Compiles a validated two-slot setup for {@link runCompiled}. */
export function compileMatch(setup: BlitzMatchSetup): CompiledMatch {
  const o = setup.options;
  const body = setupMatch(setup, []);
  const plan = new Int8Array(o.rounds * 2);
  for (let r = 0; r < o.rounds; r++) {
    for (let s = 0; s < 2; s++) {
      const a = body.sides[s]!.strategy.rounds[r]!;
      plan[2 * r + s] = CODE[a.attitude] * 4 + a.activity;
    }
  }
  return {
    ids: [body.sides[0]!.id, body.sides[1]!.id],
    endurance: [body.sides[0]!.endurance, body.sides[1]!.endurance],
    advantage: [body.advantage === 0 ? o.advantageBonus : 0, body.advantage === 1 ? o.advantageBonus : 0],
    plan,
    rounds: o.rounds,
    threshold: o.buffer === "threshold",
    method: FINISH_METHOD[o.finish],
  };
}

/** Plays a compiled match on seeded dice: the result and the rounds played (the Game API's steps). */
export function runCompiled(m: CompiledMatch, dice: SeededDice): FastResult<string> {
  const end = new Int32Array(m.endurance);
  const plan = m.plan;
  for (let round = 1; round <= m.rounds; round++) {
    const a0 = plan[2 * round - 2]!;
    const a1 = plan[2 * round - 1]!;
    const t0 = total(dice, a0 >> 2, a0 & 3, m.advantage[0], end[0]!);
    const t1 = total(dice, a1 >> 2, a1 & 3, m.advantage[1], end[1]!);
    let finisher: number;
    if (t0 === t1) {
      end[0] = Math.max(0, end[0]! - TIE_DAMAGE);
      end[1] = Math.max(0, end[1]! - TIE_DAMAGE);
      const first = check(dice, 0, end, false);
      const second = check(dice, 1, end, false);
      if (first >= 0 && second >= 0) {
        return {
          result: { winner: null, method: "draw", detail: "both sides finished on a tied round" },
          steps: round,
        };
      }
      finisher = first >= 0 ? first : second;
    } else {
      const w = t0 > t1 ? 0 : 1;
      const margin = w === 0 ? t0 - t1 : t1 - t0;
      const act = w === 0 ? a0 : a1;
      const buffer = act >> 2 <= DEFENSIVE ? DEFENSIVE_BUFFER[(act & 3) as 0 | 1 | 2 | 3] : 0;
      const dealt =
        buffer === 0 ? margin : m.threshold ? (margin >= buffer ? margin : 0) : Math.max(0, margin - buffer);
      end[1 - w] = Math.max(0, end[1 - w]! - dealt);
      finisher = check(dice, w, end, true);
    }
    if (finisher >= 0) return { result: { winner: m.ids[finisher]!, method: m.method }, steps: round };
  }
  return {
    result: { winner: null, method: "time-limit", detail: `no winner after ${m.rounds} rounds` },
    steps: m.rounds,
  };
}

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
