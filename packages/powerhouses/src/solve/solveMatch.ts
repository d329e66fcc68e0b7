import { largestTable, packedChoices, packedSize, sheetCodes, type SheetCodes } from "../fast/codes.js";
import { freeAfterFirstSet } from "../rules/onARoll.js";
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

/** Highest probability, over every roller of the pair, of a roll whose total reaches the cap. */
export const TAIL = 1e-18;
/** The fixed point is sought until the map moves no value by more than this. */
export const TOLERANCE = 1e-15;
/** The table row of a roller's class `h` (1..5) with `f` free dice (1..n − 1). */
export const rowOf = (r: Roller, h: number, f: number): number => r.slot[h]! * (r.n - 1) + f - 1;

/** `binom[(h * 6 + f) * 6 + m]`: probability that `m` of `f` dice count when `h` faces of 6 count. */
function binomials(): Float64Array {
  const out = new Float64Array(7 * 6 * 6);
  for (let h = 0; h <= 6; h++) {
    const p = h / 6;
    for (let f = 0; f <= 5; f++) {
      let choose = 1;
      for (let m = 0; m <= f; m++) {
        out[(h * 6 + f) * 6 + m] = choose * p ** m * (1 - p) ** (f - m);
        choose = (choose * (f - m)) / (m + 1);
      }
    }
  }
  return out;
}

/** A wrestler rolling `n` dice, as the solver sees it. */
export interface Roller {
  /** Dice held. */
  readonly n: number;
  /** Class of each ability (faces that count for it, Fan Support included). */
  readonly hits: Int8Array;
  /** Classes that occur on this sheet, highest first. */
  readonly classes: readonly number[];
  /** `slot[h]`: the place of class h in `classes` (tables keep rows for those classes only). */
  readonly slot: Int8Array;
  /** Rows of this roller's tables: one per class and number of free dice. */
  readonly rows: number;
  /** The first roll's outcomes: probability, set size (0 for a bust) and the classes of its equal largest sets. */
  readonly firsts: readonly FirstOutcome[];
}

/** One outcome of a first roll. */
export interface FirstOutcome {
  readonly p: number;
  readonly size: number;
  /** Free dice after the set is put aside (Over the Top leaves one aside). */
  readonly free: number;
  /** The distinct classes among the equal largest sets. */
  readonly classes: readonly number[];
}

function rollerOf(codes: SheetCodes, n: number): Roller {
  const hits = new Int8Array(5);
  for (let a = 0; a < 5; a++) for (let f = 0; f < 6; f++) hits[a] = hits[a]! + codes.hits[a * 6 + f]!;
  const classes = [...new Set(hits)].sort((x, y) => y - x);
  const largest = largestTable();
  const bySets = new Map<number, number>();
  const total = 6 ** n;
  for (let i = 0; i < total; i++) {
    let key = 0;
    let x = i;
    for (let d = 0; d < n; d++) {
      key += codes.weight[(x % 6) + 1]!;
      x = Math.floor(x / 6);
    }
    const sets = largest[key]!;
    bySets.set(sets, (bySets.get(sets) ?? 0) + 1);
  }
  // Outcomes with the same set size and the same classes to pick from play alike: merged.
  const merged = new Map<string, { p: number; size: number; free: number; classes: number[] }>();
  for (const [sets, count] of [...bySets].sort((x, y) => x[0] - y[0])) {
    const size = packedSize(sets);
    const cls = new Set<number>();
    const choices = packedChoices(sets);
    for (let a = 0; a < 5; a++) if ((choices >> a) & 1) cls.add(hits[a]!);
    const list = [...cls].sort((x, y) => y - x);
    const key = `${size}:${list.join()}`;
    const known = merged.get(key);
    if (known !== undefined) known.p += count / total;
    else {
      merged.set(key, {
        p: count / total,
        size,
        free: size === 0 ? 0 : freeAfterFirstSet(n, size),
        classes: list,
      });
    }
  }
  const firsts: FirstOutcome[] = [...merged.values()];
  const slot = new Int8Array(7);
  classes.forEach((h, i) => (slot[h] = i));
  return { n, hits, classes, slot, rows: classes.length * (n - 1), firsts };
}

/** Probability that a wrestler's two-dice Come-Back roll makes a match. */
function comeBackChance(codes: SheetCodes): number {
  const largest = largestTable();
  let hits = 0;
  for (let x = 1; x <= 6; x++) {
    for (let y = 1; y <= 6; y++) if (largest[codes.weight[x]! + codes.weight[y]!] !== 0) hits++;
  }
  return hits / 36;
}

/**
 * The smallest count that no roll of these rollers reaches with probability above {@link TAIL},
 * even always rolling on with its best class (at least 16).
 */
function capOf(rollers: readonly Roller[], binom: Float64Array): number {
  let cap = 16;
  for (const r of rollers) {
    const h = r.classes[0]!;
    const n = r.n;
    // z[j * 5 + f]: chance to gain at least j more matches from f free dice, always rolling on.
    const z: number[] = [1, 1, 1, 1, 1];
    for (let j = 1; ; j++) {
      for (let f = 1; f < n; f++) {
        let s = 0;
        for (let m = 1; m <= f; m++) {
          const next = m === f ? n - 1 : f - m;
          s += binom[(h * 6 + f) * 6 + m]! * (j - m <= 0 ? 1 : z[(j - m) * 5 + next]!);
        }
        z[j * 5 + f] = s;
      }
      // Reaching a total of j + 5 from a first roll needs at least j more after it.
      let reach = 0;
      for (const o of r.firsts) if (o.size > 0) reach += o.p * z[j * 5 + o.free]!;
      if (reach <= TAIL || j > 200_000) {
        cap = Math.max(cap, j + 6);
        break;
      }
    }
  }
  return cap;
}

/**
 * Fills the value table of a roll whose end is worth `low`, `equal` or `high` as its total ends
 * below, at or above a target, by offset k = count − target (−cap..1); `choose`: the roller may
 * quit (false in the Take-Down), and the value is the better of quitting and rolling on.
 */
function offsetTable(
  binom: Float64Array,
  cap: number,
  r: Roller,
  low: number,
  equal: number,
  high: number,
  value: Float64Array,
  choose: boolean,
): void {
  const n = r.n;
  const lenD = cap + 2;
  const classes = r.classes;
  for (let k = 1; k >= -cap; k--) {
    const quitValue = k < 0 ? low : k === 0 ? equal : high;
    const bustValue = k - 1 < 0 ? low : k - 1 === 0 ? equal : high;
    for (let ci = 0; ci < classes.length; ci++) {
      const h = classes[ci]!;
      for (let f = 1; f < n; f++) {
        const at = (h * 6 + f) * 6;
        let roll = binom[at]! * bustValue;
        for (let m = 1; m <= f; m++) {
          const nk = k + m;
          roll +=
            binom[at + m]! *
            (nk >= 2 ? high : value[rowOf(r, h, m === f ? n - 1 : f - m) * lenD + nk + cap]!);
        }
        // Quitting wins ties; so the roller rolls on exactly where the value beats quitting.
        value[rowOf(r, h, f) * lenD + k + cap] = choose && quitValue >= roll ? quitValue : roll;
      }
    }
  }
}

/** `out[t]`: 1 − the value before the first roll of an offset roll (see {@link offsetTable}) for target t. */
function offsetStart(
  cap: number,
  r: Roller,
  value: Float64Array,
  low: number,
  equal: number,
  high: number,
  out: Float64Array,
): void {
  const lenD = cap + 2;
  out.fill(1);
  for (const o of r.firsts) {
    const p = o.p;
    if (o.size === 0) {
      out[0] = out[0]! - p * equal;
      const x = p * low;
      for (let t = 1; t <= cap; t++) out[t] = out[t]! - x;
      continue;
    }
    const size = o.size;
    const classes = o.classes;
    const x = p * high;
    const top = Math.min(cap, size - 2);
    for (let t = 0; t <= top; t++) out[t] = out[t]! - x;
    const first = rowOf(r, classes[0]!, o.free) * lenD + size + cap;
    if (classes.length === 1) {
      for (let t = top + 1; t <= cap; t++) out[t] = out[t]! - p * value[first - t]!;
      continue;
    }
    for (let t = top + 1; t <= cap; t++) {
      let best = value[first - t]!;
      for (let ci = 1; ci < classes.length; ci++) {
        const v = value[rowOf(r, classes[ci]!, o.free) * lenD + size + cap - t]!;
        if (v > best) best = v;
      }
      out[t] = out[t]! - p * best;
    }
  }
}

/**
 * Fills the value table of a roll whose end at total t is worth `end[t]` (t capped) and returns
 * the value before its first roll; `choose`: the roller may quit (false in the Take-Down).
 */
function countTable(
  binom: Float64Array,
  cap: number,
  r: Roller,
  end: Float64Array,
  value: Float64Array,
  choose: boolean,
): number {
  const n = r.n;
  const lenA = cap + 1;
  const classes = r.classes;
  for (let ci = 0; ci < classes.length; ci++) {
    const h = classes[ci]!;
    for (let f = 1; f < n; f++) {
      value[rowOf(r, h, f) * lenA + cap] = end[cap]!;
    }
  }
  for (let c = cap - 1; c >= 2; c--) {
    const quitValue = end[c]!;
    const bustValue = end[c - 1]!;
    for (let ci = 0; ci < classes.length; ci++) {
      const h = classes[ci]!;
      for (let f = 1; f < n; f++) {
        const at = (h * 6 + f) * 6;
        let roll = binom[at]! * bustValue;
        for (let m = 1; m <= f; m++) {
          const nc = c + m;
          roll +=
            binom[at + m]! * value[rowOf(r, h, m === f ? n - 1 : f - m) * lenA + (nc > cap ? cap : nc)]!;
        }
        value[rowOf(r, h, f) * lenA + c] = choose && quitValue >= roll ? quitValue : roll;
      }
    }
  }
  let s = 0;
  for (const o of r.firsts) {
    if (o.size === 0) {
      s += o.p * end[0]!;
      continue;
    }
    let best = -1;
    for (const h of o.classes) {
      const v = value[rowOf(r, h, o.free) * lenA + o.size]!;
      if (v > best) best = v;
    }
    s += o.p * best;
  }
  return s;
}

/** The result of {@link fixedPoint2}. */
interface FixedPoint {
  readonly x: number;
  readonly y: number;
  readonly residual: number;
  readonly evaluations: number;
}

/**
 * The fixed point of a monotone piecewise-linear map of two values (a contraction in the long
 * run): Newton steps (the map's slopes measured by finite differences, exact while the policy does
 * not change) with plain iteration as the fallback; the map is last evaluated at the returned
 * point, so the tables it fills belong to it.
 */
function fixedPoint2(map: (x: number, y: number) => [number, number], x0: number, y0: number): FixedPoint {
  let x = x0;
  let y = y0;
  let evaluations = 0;
  const step = 1e-7;
  let [fx, fy] = map(x, y);
  evaluations++;
  let residual = Math.max(Math.abs(fx - x), Math.abs(fy - y));
  for (let round = 0; round < 200 && residual > TOLERANCE; round++) {
    // Slopes of the map around (x, y).
    const [ax, ay] = map(x + step, y);
    const [bx, by] = map(x, y + step);
    evaluations += 2;
    const m11 = (ax - fx) / step;
    const m21 = (ay - fy) / step;
    const m12 = (bx - fx) / step;
    const m22 = (by - fy) / step;
    // Solve (I − M) z = f − M (x, y).
    const cx = fx - m11 * x - m12 * y;
    const cy = fy - m21 * x - m22 * y;
    const det = (1 - m11) * (1 - m22) - m12 * m21;
    let nx = fx;
    let ny = fy;
    if (Math.abs(det) > 1e-9) {
      nx = ((1 - m22) * cx + m12 * cy) / det;
      ny = ((1 - m11) * cy + m21 * cx) / det;
    }
    if (!(nx >= 0 && nx <= 1 && ny >= 0 && ny <= 1)) {
      nx = fx;
      ny = fy;
    }
    const [gx, gy] = map(nx, ny);
    evaluations++;
    const next = Math.max(Math.abs(gx - nx), Math.abs(gy - ny));
    if (next < residual) {
      x = nx;
      y = ny;
      fx = gx;
      fy = gy;
      residual = next;
    } else {
      // Newton did not help: one plain step from the last point.
      x = fx;
      y = fy;
      [fx, fy] = map(x, y);
      evaluations++;
      residual = Math.max(Math.abs(fx - x), Math.abs(fy - y));
    }
  }
  // Leave the tables filled at the returned point.
  [fx, fy] = map(x, y);
  evaluations++;
  return { x, y, residual: Math.max(Math.abs(fx - x), Math.abs(fy - y)), evaluations };
}

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
