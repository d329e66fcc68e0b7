/* eslint-disable @typescript-eslint/no-non-null-assertion -- flat typed-array tables indexed by
   (class, free dice, count) inside the sizes computed here (capOf, slot); the solver's inner loop */
/*
 * The roll tables of the solver (solveMatch.ts describes the whole method): each wrestler as a
 * roller of 2..5 dice, the first roll's outcomes, the cap on a count, and the value tables of one roll.
 */
import { largestTable, packedChoices, packedSize, type SheetCodes } from "../fast/codes.js";
import { freeAfterFirstSet } from "../rules/onARoll.js";

/** Highest probability, over every roller of the pair, of a roll whose total reaches the cap. */
export const TAIL = 1e-18;
/** The table row of a roller's class `h` (1..5) with `f` free dice (1..n − 1). */
export const rowOf = (r: Roller, h: number, f: number): number => r.slot[h]! * (r.n - 1) + f - 1;

/** `binom[(h * 6 + f) * 6 + m]`: probability that `m` of `f` dice count when `h` faces of 6 count. */
export function binomials(): Float64Array {
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

export function rollerOf(codes: SheetCodes, n: number): Roller {
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
export function comeBackChance(codes: SheetCodes): number {
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
export function capOf(rollers: readonly Roller[], binom: Float64Array): number {
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
export function offsetTable(
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
export function offsetStart(
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
export function countTable(
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
