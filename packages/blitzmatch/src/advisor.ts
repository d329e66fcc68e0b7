/**
 * The strategy advisor: "what should I send?" Given both slots, it searches style picks and
 * energy allocations by simulation (on the fast path's numeric core) and reports the best few strategies with their
 * chances.
 *
 * @module
 */
import { defined, createRng, seededDice, type Rng } from "@ringside/core";
import { resolveOptions } from "./config.js";
import { compileMatch, fastTwoSlots, runCompiled } from "./fast.js";
import { matchValue } from "./rules/preMatch.js";
import { styleList } from "./rules/styleList.js";
import { randomPicks, randomRounds, randomSlot, randomStrategy } from "./strategies.js";
import {
  BLITZMATCH_STYLES,
  type BlitzMatchOptions,
  type BlitzMatchOptionsInput,
  type BlitzMatchSlot,
  type BlitzMatchStrategy,
} from "./types.js";

/** How the advisor searches. */
export interface AdviceOptions {
  /**
   * The opponent's strategy if it is known; otherwise each candidate is played against a pool of
   * random legal strategies for the opponent.
   */
  readonly opponent?: BlitzMatchStrategy;
  /** How many opponent strategies the pool holds (default 24). */
  readonly pool?: number;
  /** Candidate strategies tried in the first pass (default 120). */
  readonly candidates?: number;
  /** Matches per candidate in the first pass (default 48); the finalists get four times as many. */
  readonly trials?: number;
  /** How many strategies to report (default 3). */
  readonly top?: number;
  /** Seed of the search (default 1): the same seed gives the same advice. */
  readonly seed?: number;
  /** The match's options (time limit, advantage bonus...). */
  readonly options?: BlitzMatchOptionsInput;
  /**
   * Called after each strategy is scored, with the strategies scored so far and how many the search
   * scores in all (for a progress bar; a worker can report it to its page).
   */
  readonly onProgress?: (done: number, total: number) => void;
}

/** One piece of advice: a strategy and how it fared. */
export interface Advice {
  readonly strategy: BlitzMatchStrategy;
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  /** Matches simulated for these figures. */
  readonly trials: number;
}

/** Win, draw and loss counts of `mine` against each of `theirs`, `trials` matches in all. */
export function playOff(
  mine: BlitzMatchSlot,
  strategy: BlitzMatchStrategy,
  theirs: BlitzMatchSlot,
  opponents: readonly BlitzMatchStrategy[],
  trials: number,
  options: BlitzMatchOptions,
  rng: Rng,
): { win: number; draw: number; loss: number } {
  let win = 0;
  let draw = 0;
  const compiled = opponents.map((opp) =>
    compileMatch({
      sides: [
        { id: "me", slot: mine, strategy },
        { id: "them", slot: theirs, strategy: opp },
      ],
      options,
    }),
  );
  for (let t = 0; t < trials; t++) {
    const { result } = runCompiled(
      defined(compiled[t % compiled.length], "blitzmatch: a compiled pairing"),
      seededDice(rng.int(0, 0x7fffffff)),
    );
    if (result.winner === "me") win++;
    else if (result.winner === null) draw++;
  }
  return { win, draw, loss: trials - win - draw };
}

/**
 * Searches strategies for `mine` against `theirs` by simulation and returns the best few, best
 * first (by wins, then draws). Candidates: random legal strategies plus, for the best style
 * picks, fresh energy plans; the finalists are played again with more matches.
 *
 * @example
 * ```ts
 * const [best] = adviseStrategy(MIGHTY_BLOB, POWER_FIST, { seed: 7 });
 * best.strategy; // what to send; best.win: its share of wins
 * ```
 */
export function adviseStrategy(
  mine: BlitzMatchSlot,
  theirs: BlitzMatchSlot,
  advice: AdviceOptions = {},
): readonly Advice[] {
  const options = resolveOptions(advice.options);
  const rng = createRng(advice.seed ?? 1);
  const trials = Math.max(1, Math.min(advice.trials ?? 48, 10_000));
  const top = Math.max(1, Math.min(advice.top ?? 3, 50));
  const opponents =
    advice.opponent !== undefined
      ? [advice.opponent]
      : Array.from({ length: Math.max(1, Math.min(advice.pool ?? 24, 1000)) }, () =>
          randomStrategy(theirs, options.rounds, rng),
        );
  const n = Math.max(top, Math.min(advice.candidates ?? 120, 5000));
  const finalists = Math.min(top * 2, n);
  let scored = 0;
  const score = (s: BlitzMatchStrategy, k: number): Advice => {
    const r = playOff(mine, s, theirs, opponents, k, options, rng);
    advice.onProgress?.(++scored, n + finalists);
    return { strategy: s, win: r.win / k, draw: r.draw / k, loss: r.loss / k, trials: k };
  };
  const better = (a: Advice, b: Advice): number => b.win - a.win || b.draw - a.draw;
  const first: Advice[] = [];
  for (let i = 0; i < n / 2; i++) first.push(score(randomStrategy(mine, options.rounds, rng), trials));
  first.sort(better);
  // Second half: keep the best picks, try new energy plans and new picks with the best plans.
  const seeds = first.slice(0, Math.max(2, top));
  for (let i = first.length; i < n; i++) {
    const base = defined(seeds[i % seeds.length], "blitzmatch: a kept pick").strategy;
    const s =
      i % 2 === 0
        ? { ...base, rounds: randomRounds(mine, options.rounds, rng) }
        : { ...randomPicks(rng, [...BLITZMATCH_STYLES, ...options.teamWork]), rounds: base.rounds };
    first.push(score(s, trials));
  }
  first.sort(better);
  return first
    .slice(0, finalists)
    .map((a) => score(a.strategy, trials * 4))
    .sort(better)
    .slice(0, top);
}

/** How often the first side wins at one match-value gap. */
export interface GapOdds {
  /** The first side's MV less the second's. */
  readonly gap: number;
  /** Matches played at this gap. */
  readonly matches: number;
  /** The first side's wins, draws and losses among them (counts, for confidence intervals). */
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** The same as shares of `matches`. */
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
}

/** The settings of {@link oddsByMvGap}. */
export interface GapOddsSettings {
  /** Matches to play in all (default 2000, at most 200 000). */
  readonly matches?: number;
  /** Seed of the run (default 1): the same seed gives the same figures. */
  readonly seed?: number;
  /** Gaps beyond ±`span` are folded into the ends (default 12). */
  readonly span?: number;
  /** The match's options (time limit, advantage bonus...). */
  readonly options?: BlitzMatchOptionsInput;
  /**
   * Called every `progressEvery` matches (default 250) and after the last, with the matches played,
   * the total and the rows so far (for a progress bar and a chart that fills as it runs).
   */
  readonly onProgress?: (done: number, total: number, rows: readonly GapOdds[]) => void;
  /** How many matches between two `onProgress` calls (default 250). */
  readonly progressEvery?: number;
}

/**
 * Win chances by match-value gap, from simulation: random legal slots with random legal
 * strategies, played to the end; the results grouped by MV gap (first side less second), gaps
 * beyond ±`span` folded into the ends.
 *
 * @example
 * ```ts
 * oddsByMvGap({ matches: 2000, seed: 1 }).find((g) => g.gap === 4)?.win; // about 0.6
 * ```
 */
export function oddsByMvGap(settings: GapOddsSettings = {}): readonly GapOdds[] {
  const options = resolveOptions(settings.options);
  const rng = createRng(settings.seed ?? 1);
  const span = Math.max(1, Math.min(settings.span ?? 12, 60));
  const total = Math.max(1, Math.min(settings.matches ?? 2000, 200_000));
  const every = Math.max(1, Math.floor(settings.progressEvery ?? 250));
  const rows = new Map<number, { matches: number; win: number; draw: number }>();
  for (let i = 0; i < total; i++) {
    const a = randomSlot(rng, "A");
    const b = randomSlot(rng, "B");
    const setup = {
      sides: [
        { id: "a", slot: a, strategy: randomStrategy(a, options.rounds, rng) },
        { id: "b", slot: b, strategy: randomStrategy(b, options.rounds, rng) },
      ],
      options,
    };
    const { list } = styleList(
      setup.sides.map((s) => s.strategy),
      options.teamWork,
    );
    const gap = Math.max(-span, Math.min(span, matchValue(a, list) - matchValue(b, list)));
    const { result } = fastTwoSlots(setup, seededDice(rng.int(0, 0x7fffffff)));
    const row = rows.get(gap) ?? { matches: 0, win: 0, draw: 0 };
    row.matches++;
    if (result.winner === "a") row.win++;
    else if (result.winner === null) row.draw++;
    rows.set(gap, row);
    if (settings.onProgress !== undefined && ((i + 1) % every === 0 || i + 1 === total)) {
      settings.onProgress(i + 1, total, gapRows(rows));
    }
  }
  return gapRows(rows);
}

/** The tallies by gap as {@link GapOdds}, smallest gap first. */
function gapRows(rows: ReadonlyMap<number, { matches: number; win: number; draw: number }>): GapOdds[] {
  return [...rows.entries()]
    .sort(([x], [y]) => x - y)
    .map(([gap, r]) => ({
      gap,
      matches: r.matches,
      wins: r.win,
      draws: r.draw,
      losses: r.matches - r.win - r.draw,
      win: r.win / r.matches,
      draw: r.draw / r.matches,
      loss: (r.matches - r.win - r.draw) / r.matches,
    }));
}
