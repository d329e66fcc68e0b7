/* eslint-disable @typescript-eslint/no-non-null-assertion -- the solver's flat value tables, indexed
   by (roller row, count, macro state) inside the dimensions allocated in this module; the solve
   loop reads them millions of times */
import { sheetCodes } from "../fast/codes.js";
import { fixedPoint2 } from "./fixedPoint.js";
import {
  binomials,
  capOf,
  comeBackChance,
  countTable,
  offsetStart,
  offsetTable,
  rollerOf,
  type Roller,
} from "./rollTables.js";
import type { Wrestler } from "../sheet.js";

/*
 * Powerhouses solved: the exact value of every match state for one pair of sheets.
 *
 * The match is a finite two-player stochastic game with perfect information. Between exchanges it
 * sits in one of 32 "macro" states (who attacks, the attacker's dice 2..5, the defender's dice
 * 2..5) or in the Take-Down. Inside an exchange everything is a short push-your-luck roll:
 *
 * - the defender's roll only cares whether its total ends below, equal to or above the announced
 *   attack (wear-down, resistance, reversal: docs/powerhouses/rules.md#the-result), so its value
 *   depends on `count - attack` alone (the offset k), and every k >= 2 is already a sure reversal
 *   (a bust only takes one match away);
 * - the attacker's roll is worth, at each total, what the defender's best answer leaves it;
 * - a roll's dice only depend on how many faces count for the pursued ability (its "class", 1..5:
 *   the faces of that ability plus Fan Support), so the tables are kept per class, not per ability.
 *
 * The macro values feed each other (a resistance repeats the state, a reversal swaps the corners,
 * the Come-Back gives a die back, a tied Take-Down is rolled again), so they are found by value
 * iteration to a fixed point (Gauss–Seidel sweeps until no value moves by more than 1e-15). The
 * attacker's count is unbounded (Over the Top); counts from `cap` up are valued as quitting at
 * `cap`, where `cap` is chosen so that no roll of either wrestler reaches it with probability above
 * 1e-18: the truncation moves no value by more than that.
 */

export { rowOf, type Roller } from "./rollTables.js";

/** The tables of one exchange (one macro state) at the fixed point. */
export interface ExchangeTables {
  /** The attacker's win chance when its roll ends at total t (index t, 0..cap). */
  readonly endA: Float64Array;
  /** The attacker's win chance in a roll at `rowOf(roller, class, free)`, count c: `[row * (cap + 1) + c]`. */
  readonly valueA: Float64Array;
  /** The defender's win chance at offset k = count − attack: `[row * (cap + 2) + k + cap]`, k in −cap..1. */
  readonly valueD: Float64Array;
  /** The defender's three outcomes, for offsets outside the table: below, equal, above. */
  readonly low: number;
  readonly equal: number;
  readonly high: number;
}

/** The tables of the Take-Down (both rolls are played out until they go bust). */
export interface TakeDownTables {
  /** Red's win chance with red's total t, blue still to roll (index t, 0..cap). */
  readonly endRed: Float64Array;
  /** Red's win chance inside red's roll: `[row * (cap + 1) + c]`. */
  readonly valueRed: Float64Array;
  /** Blue's win chance inside blue's roll at offset k = count − red's total: `[row * (cap + 2) + k + cap]`. */
  readonly valueBlue: Float64Array;
  /** Blue's three outcomes: below, equal, above red's total. */
  readonly low: number;
  readonly equal: number;
  readonly high: number;
}

/** Everything the solver works out for a pair of sheets. */
export interface SolvedTables {
  /** Counts from here up are valued as quitting here. */
  readonly cap: number;
  /** Exchange evaluations (each one pass over an exchange's tables) to the fixed point. */
  readonly sweeps: number;
  /** Largest |F(v) − v| left at the fixed point (the Bellman residual). */
  readonly residual: number;
  /** Red's chance to win at the bell. */
  readonly bell: number;
  /** `macro[(attacker * 4 + attackerDice − 2) * 4 + defenderDice − 2]`: the attacker's win chance before its roll. */
  readonly macro: Float64Array;
  /** The exchange tables of each macro state (same index). */
  readonly exchanges: readonly ExchangeTables[];
  readonly takeDown: TakeDownTables;
  /** `rollers[player][dice]`: each wrestler's dice as the solver models them. */
  readonly rollers: readonly (readonly Roller[])[];
  /** Come-Back chance of red and blue. */
  readonly comeBack: readonly [number, number];
  /** Bytes held by the tables. */
  readonly bytes: number;
}

/** Index of a macro state. */
export const macroOf = (attacker: number, dice: number, theirDice: number): number =>
  (attacker * 4 + dice - 2) * 4 + theirDice - 2;

/**
 * Solves the match of `red` against `blue` exactly (see the notes at the top of this module).
 * `rollAgain`: a tied Take-Down is rolled again (else red attacks first).
 */
export function solveTables(red: Wrestler, blue: Wrestler, rollAgain: boolean): SolvedTables {
  const binom = binomials();
  const codes = [sheetCodes(red), sheetCodes(blue)] as const;
  const rollers = codes.map((c) => [0, 1, 2, 3, 4, 5].map((n) => rollerOf(c, Math.max(n, 2))));
  const comeBack: [number, number] = [comeBackChance(codes[0]), comeBackChance(codes[1])];
  const cap = capOf([...rollers[0]!.slice(2), ...rollers[1]!.slice(2)], binom);
  const lenA = cap + 1;
  const lenD = cap + 2;
  const macro = new Float64Array(32).fill(0.5);
  const endA = Array.from({ length: 32 }, () => new Float64Array(lenA));
  const valueA: Float64Array[] = [];
  const valueD: Float64Array[] = [];
  for (let att = 0; att < 2; att++) {
    for (let a = 2; a <= 5; a++) {
      for (let d = 2; d <= 5; d++) {
        valueA[macroOf(att, a, d)] = new Float64Array(rollers[att]![a]!.rows * lenA);
        valueD[macroOf(att, a, d)] = new Float64Array(rollers[1 - att]![d]!.rows * lenD);
      }
    }
  }
  const levels = Array.from({ length: 32 }, () => [0, 0, 0]);
  const endRed = new Float64Array(lenA);
  const valueRed = new Float64Array(rollers[0]![5]!.rows * lenA);
  const valueBlue = new Float64Array(rollers[1]![5]!.rows * lenD);
  const tdLevels = [0, 0, 0];

  /**
   * One exchange of macro state `m` played from the tables, with `own` as the value of `m` itself
   * (a resistance repeats it; a Come-Back from three dice may too) and `reversal` as the value of
   * the swapped state; lower states are read from `macro`. Fills the tables; returns the value.
   */
  const exchange = (att: number, a: number, d: number, own: number, reversal: number): number => {
    const m = macroOf(att, a, d);
    const def = 1 - att;
    const wornDown =
      d === 2
        ? 1
        : d === 3
          ? comeBack[def]! * own + (1 - comeBack[def]!) * macro[macroOf(att, a, 2)]!
          : macro[macroOf(att, a, d - 1)]!;
    const low = 1 - wornDown;
    const equal = 1 - own;
    const high = reversal;
    const lv = levels[m]!;
    lv[0] = low;
    lv[1] = equal;
    lv[2] = high;
    const defender = rollers[def]![d]!;
    const vD = valueD[m]!;
    offsetTable(binom, cap, defender, low, equal, high, vD, true);
    const end = endA[m]!;
    offsetStart(cap, defender, vD, low, equal, high, end);
    return countTable(binom, cap, rollers[att]![a]!, end, valueA[m]!, true);
  };

  /** The Take-Down with `own` as the value of a tie rolled again; fills its tables, returns red's chance. */
  const takeDown = (own: number): number => {
    const redFirst = macro[macroOf(0, 5, 5)]!;
    tdLevels[0] = 1 - redFirst;
    tdLevels[1] = rollAgain ? 1 - own : 1 - redFirst;
    tdLevels[2] = macro[macroOf(1, 5, 5)]!;
    const [low, equal, high] = tdLevels as [number, number, number];
    offsetTable(binom, cap, rollers[1]![5]!, low, equal, high, valueBlue, false);
    offsetStart(cap, rollers[1]![5]!, valueBlue, low, equal, high, endRed);
    return countTable(binom, cap, rollers[0]![5]!, endRed, valueRed, false);
  };

  // Retrograde order: a wear-down only lowers the dice in play, so the states are solved by total
  // dice, fewest first. Each total holds pairs of states that lead to each other (a reversal swaps
  // the corners, a resistance or a Come-Back repeats one): their two values are the fixed point of
  // a monotone, piecewise-linear map, found by Newton steps on it (exact once the policy settles)
  // and checked by plain iteration.
  let sweeps = 0;
  let residual = 0;
  for (let sum = 4; sum <= 10; sum++) {
    for (let a = 2; a <= 5; a++) {
      const d = sum - a;
      if (d < 2 || d > 5 || d < a) continue;
      // The pair: red attacks with a against d, blue attacks with d against a (and the mirror).
      const pairs: [number, number, number][] =
        a === d
          ? [
              [0, a, d],
              [1, d, a],
            ]
          : [
              [0, a, d],
              [1, d, a],
              [1, a, d],
              [0, d, a],
            ];
      for (let i = 0; i < pairs.length; i += 2) {
        const [p1, a1, d1] = pairs[i]!;
        const [p2, a2, d2] = pairs[i + 1]!;
        const map = (x: number, y: number): [number, number] => [
          exchange(p1, a1, d1, x, y),
          exchange(p2, a2, d2, y, x),
        ];
        const solved = fixedPoint2(map, macro[macroOf(p1, a1, d1)]!, macro[macroOf(p2, a2, d2)]!);
        sweeps += solved.evaluations;
        residual = Math.max(residual, solved.residual);
        macro[macroOf(p1, a1, d1)] = solved.x;
        macro[macroOf(p2, a2, d2)] = solved.y;
      }
    }
  }
  const td = fixedPoint2((x) => [takeDown(x), 0], 0.5, 0);
  sweeps += td.evaluations;
  residual = Math.max(residual, td.residual);
  const bell = td.x;

  const exchanges: ExchangeTables[] = endA.map((e, m) => ({
    endA: e,
    valueA: valueA[m]!,
    valueD: valueD[m]!,
    low: levels[m]![0]!,
    equal: levels[m]![1]!,
    high: levels[m]![2]!,
  }));
  let bytes = macro.byteLength + endRed.byteLength + valueRed.byteLength + valueBlue.byteLength;
  for (const x of exchanges) {
    bytes += x.endA.byteLength + x.valueA.byteLength + x.valueD.byteLength;
  }
  return {
    cap,
    sweeps,
    residual,
    bell,
    macro,
    exchanges,
    takeDown: {
      endRed,
      valueRed,
      valueBlue,
      low: tdLevels[0]!,
      equal: tdLevels[1]!,
      high: tdLevels[2]!,
    },
    rollers,
    comeBack,
    bytes,
  };
}
