import { badArgument } from "../errors/arguments.js";
import { describe, isIntIn, isRecord } from "../errors/guards.js";
import type { MatchResult } from "./Game.js";

/**
 * Summary statistics of many matches, gathered one match at a time. Every figure is a count or
 * built from counts, so two runs' statistics merge exactly ({@link mergeStats}); keys are kept in
 * sorted order, so equal statistics give equal JSON.
 */
export interface MatchStats {
  readonly matches: number;
  /** Wins per player id; draws are counted under `draws`. */
  readonly wins: Readonly<Record<string, number>>;
  readonly draws: number;
  /** Results per method (`pinfall`, `knockout`, …). */
  readonly methods: Readonly<Record<string, number>>;
  /** Match length in steps: min, max, total, mean and a histogram (length → matches). */
  readonly length: {
    readonly min: number;
    readonly max: number;
    /** The sum of all lengths (a whole number: the mean is `total / matches`). */
    readonly total: number;
    readonly mean: number;
    readonly histogram: Readonly<Record<number, number>>;
  };
}

/** A streaming accumulator for {@link MatchStats}: no transcript is kept, only counts. */
export interface StatsAccumulator {
  /** Adds one finished match. */
  add(result: MatchResult, length: number): void;
  /** The statistics so far. */
  snapshot(this: void): MatchStats;
}

/** A copy of `counts` with its keys in sorted order (numeric keys sort themselves). */
function sorted(counts: Readonly<Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(counts).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))) {
    // A player id or method "__proto__" is data here, not the prototype.
    Object.defineProperty(out, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** Creates an empty {@link StatsAccumulator}. */
export function createStats(): StatsAccumulator {
  let matches = 0;
  let draws = 0;
  let total = 0;
  let min = Infinity;
  let max = -Infinity;
  // Null-prototype maps: a player id or method named like an Object.prototype member counts too.
  const wins: Record<string, number> = Object.create(null) as Record<string, number>;
  const methods: Record<string, number> = Object.create(null) as Record<string, number>;
  const histogram: Record<number, number> = Object.create(null) as Record<number, number>;
  return {
    add(result, length) {
      if (!isRecord(result) || (result.winner !== null && typeof result.winner !== "string")) {
        badArgument("StatsAccumulator.add", "result", `expected a match result, got ${describe(result)}`);
      }
      if (typeof result.method !== "string") {
        badArgument("StatsAccumulator.add", "result.method", `expected text, got ${describe(result.method)}`);
      }
      if (!isIntIn(length, 0, Number.MAX_SAFE_INTEGER)) {
        badArgument(
          "StatsAccumulator.add",
          "length",
          `expected a whole number of steps, got ${describe(length)}`,
        );
      }
      matches++;
      if (result.winner === null) draws++;
      else wins[result.winner] = (wins[result.winner] ?? 0) + 1;
      methods[result.method] = (methods[result.method] ?? 0) + 1;
      histogram[length] = (histogram[length] ?? 0) + 1;
      total += length;
      if (length < min) min = length;
      if (length > max) max = length;
    },
    snapshot: () => statsOf(matches, draws, wins, methods, min, max, total, histogram),
  };
}

function statsOf(
  matches: number,
  draws: number,
  wins: Readonly<Record<string, number>>,
  methods: Readonly<Record<string, number>>,
  min: number,
  max: number,
  total: number,
  histogram: Readonly<Record<number, number>>,
): MatchStats {
  return {
    matches,
    wins: sorted(wins),
    draws,
    methods: sorted(methods),
    length: {
      min: matches === 0 ? 0 : min,
      max: matches === 0 ? 0 : max,
      total,
      mean: matches === 0 ? 0 : total / matches,
      histogram: sorted(histogram),
    },
  };
}

/** Adds two count maps key by key. */
function addCounts(
  a: Readonly<Record<string, number>>,
  b: Readonly<Record<string, number>>,
): Record<string, number> {
  const out: Record<string, number> = Object.create(null) as Record<string, number>;
  for (const [key, n] of Object.entries(a)) out[key] = n;
  for (const [key, n] of Object.entries(b)) out[key] = (out[key] ?? 0) + n;
  return out;
}

/** Checks that `stats` has the shape of {@link MatchStats} (counts that are whole numbers). */
function checkStats(path: string, stats: unknown): asserts stats is MatchStats {
  const counts = (value: unknown): boolean =>
    isRecord(value) && Object.values(value).every((n) => isIntIn(n, 0, Number.MAX_SAFE_INTEGER));
  if (
    !isRecord(stats) ||
    !isIntIn(stats.matches, 0, Number.MAX_SAFE_INTEGER) ||
    !isIntIn(stats.draws, 0, Number.MAX_SAFE_INTEGER) ||
    !counts(stats.wins) ||
    !counts(stats.methods) ||
    !isRecord(stats.length) ||
    !isIntIn(stats.length.min, 0, Number.MAX_SAFE_INTEGER) ||
    !isIntIn(stats.length.max, 0, Number.MAX_SAFE_INTEGER) ||
    !isIntIn(stats.length.total, 0, Number.MAX_SAFE_INTEGER) ||
    !counts(stats.length.histogram)
  ) {
    badArgument(
      "mergeStats",
      path,
      `expected MatchStats (from simulate or createStats), got ${describe(stats)}`,
    );
  }
}

/**
 * Merges the statistics of two runs into those of both together, exactly: merging the results of
 * the shards of a {@link simulate} run (in any order) gives the same statistics as the whole run.
 *
 * @example
 * const a = simulate(game, { ...options, shard: { index: 0, count: 2 } });
 * const b = simulate(game, { ...options, shard: { index: 1, count: 2 } });
 * mergeStats(a, b); // equals simulate(game, options)
 * @throws RingsideError `INVALID_ARGUMENT` when either is not {@link MatchStats}.
 */
export function mergeStats(a: MatchStats, b: MatchStats): MatchStats {
  checkStats("a", a);
  checkStats("b", b);
  const matches = a.matches + b.matches;
  const min =
    a.matches === 0 ? b.length.min : b.matches === 0 ? a.length.min : Math.min(a.length.min, b.length.min);
  const max = Math.max(a.length.max, b.length.max);
  return statsOf(
    matches,
    a.draws + b.draws,
    addCounts(a.wins, b.wins),
    addCounts(a.methods, b.methods),
    min,
    max,
    a.length.total + b.length.total,
    addCounts(a.length.histogram, b.length.histogram),
  );
}
