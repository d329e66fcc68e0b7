import type { MatchResult } from "./Game.js";

/** Summary statistics of many matches, gathered one match at a time. */
export interface MatchStats {
  readonly matches: number;
  /** Wins per player id; draws are counted under `draws`. */
  readonly wins: Readonly<Record<string, number>>;
  readonly draws: number;
  /** Results per method (`pinfall`, `knockout`, …). */
  readonly methods: Readonly<Record<string, number>>;
  /** Match length in steps: min, max, mean and a histogram (length → matches). */
  readonly length: {
    readonly min: number;
    readonly max: number;
    readonly mean: number;
    readonly histogram: Readonly<Record<number, number>>;
  };
}

/** A streaming accumulator for {@link MatchStats}: no transcript is kept, only counts. */
export interface StatsAccumulator {
  /** Adds one finished match. */
  add(result: MatchResult, length: number): void;
  /** The statistics so far. */
  snapshot(): MatchStats;
}

/** Creates an empty {@link StatsAccumulator}. */
export function createStats(): StatsAccumulator {
  let matches = 0;
  let draws = 0;
  let total = 0;
  let min = Infinity;
  let max = -Infinity;
  const wins: Record<string, number> = {};
  const methods: Record<string, number> = {};
  const histogram: Record<number, number> = {};
  return {
    add(result, length) {
      matches++;
      if (result.winner === null) draws++;
      else wins[result.winner] = (wins[result.winner] ?? 0) + 1;
      methods[result.method] = (methods[result.method] ?? 0) + 1;
      histogram[length] = (histogram[length] ?? 0) + 1;
      total += length;
      if (length < min) min = length;
      if (length > max) max = length;
    },
    snapshot: () => ({
      matches,
      wins: { ...wins },
      draws,
      methods: { ...methods },
      length: {
        min: matches === 0 ? 0 : min,
        max: matches === 0 ? 0 : max,
        mean: matches === 0 ? 0 : total / matches,
        histogram: { ...histogram },
      },
    }),
  };
}
