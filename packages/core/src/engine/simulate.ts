import type { SeededDiceState } from "../dice/DiceSource.js";
import { badArgument, intArgument } from "../errors/arguments.js";
import { describe, isRecord } from "../errors/guards.js";
import type { Bot, Game, GameEvent, MatchResult, MatchStateBase } from "./Game.js";
import { createStats, type MatchStats } from "./MatchStats.js";
import { runMatch } from "./runMatch.js";

/**
 * One part of a simulation run: of the run's matches `0 .. count - 1`, shard `index` of `count`
 * plays matches `floor(index * total / count)` up to (not including) `floor((index + 1) * total / count)`.
 */
export interface SimulationShard {
  /** Which shard, from 0. */
  readonly index: number;
  /** How many shards the run is split into (1 or more). */
  readonly count: number;
}

/** Options for {@link simulate}. */
export interface SimulateOptions<C, V, M, P extends string> {
  /** How many matches the whole run plays (a whole number from 0). */
  readonly count: number;
  /** Master seed (a safe integer): match `i` gets dice and a bot seed derived from `(seed, i)` alone. */
  readonly seed: number;
  /** The configuration, or a function giving the configuration of match `i`. */
  readonly config: C | ((index: number) => C);
  /**
   * One bot per player id. Optional: a game whose turn is never `decide` (a resolver) needs none;
   * a `decide` turn for a player without a bot throws `INVALID_ARGUMENT`.
   */
  readonly bots?: Readonly<Partial<Record<P, Bot<NoInfer<V>, NoInfer<M>>>>>;
  /** Play only this shard of the run; the shards' statistics merge into the whole run's. */
  readonly shard?: SimulationShard;
  /** Safety stop per match: a `RingsideError` after this many steps (default 100 000). */
  readonly maxSteps?: number;
  /** Called after each match with its index in the whole run (e.g. for a progress bar). */
  readonly onMatch?: (result: MatchResult<P>, index: number, stats: () => MatchStats) => void;
}

/** The dice and bot seed of one match of a simulation run. */
export interface MatchSeeds {
  /** The match's dice: a seeded state of 128 bits mixed from the master seed and the index. */
  readonly dice: SeededDiceState;
  /** The seed of the bots' own random stream. */
  readonly botSeed: number;
}

/** murmur3's 32-bit finaliser: every input bit flips about half the output bits. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/**
 * The dice and bot seed of match `index` of a run with master `seed`: a function of the two alone
 * (a hash of both, not a sequential split), so any shard of a run, on any thread, finds its
 * matches' seeds without playing or skipping the others.
 *
 * @example
 * const { dice, botSeed } = matchSeeds(42, 1_000_000);
 * runMatch(game, { config, dice, bots, botSeed }); // match 1 000 000 of simulate(game, { seed: 42, … })
 * @throws RingsideError `INVALID_ARGUMENT` when `seed` is not a safe integer or `index` not a whole
 * number from 0.
 */
export function matchSeeds(seed: number, index: number): MatchSeeds {
  intArgument("matchSeeds", "seed", seed, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  intArgument("matchSeeds", "index", index, 0, Number.MAX_SAFE_INTEGER);
  let h = fmix32((seed | 0) ^ 0x2545f491);
  h = fmix32(h ^ Math.floor(seed / 4294967296));
  h = fmix32(h ^ (index | 0) ^ 0x6c078965);
  h = fmix32(h ^ Math.floor(index / 4294967296));
  const words = [0, 1, 2, 3, 4].map((k) => fmix32(h ^ Math.imul(k + 1, 0x9e3779b9)));
  const [a = 0, b = 0, c = 0, d = 0, bot = 0] = words;
  // xoroshiro128+ must not start at all zeros (a 2^-128 chance; the fix keeps it a function).
  const rng: [number, number, number, number] =
    a === 0 && b === 0 && c === 0 && d === 0 ? [1, 0, 0, 0] : [a, b, c, d];
  return { dice: { kind: "seeded", rng }, botSeed: bot };
}

/** Checks the options of {@link simulate}; returns the first and last-plus-one match of the shard. */
function checkOptions(options: unknown): [from: number, to: number] {
  if (!isRecord(options))
    badArgument("simulate", "options", `expected an options object, got ${describe(options)}`);
  const { count, seed, bots, shard, maxSteps, onMatch } = options;
  intArgument("simulate", "count", count, 0, Number.MAX_SAFE_INTEGER);
  intArgument("simulate", "seed", seed, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  if (!("config" in options))
    badArgument("simulate", "config", "missing: give a configuration or a function of the index");
  if (bots !== undefined) {
    if (!isRecord(bots))
      badArgument("simulate", "bots", `expected one bot per player id, got ${describe(bots)}`);
    for (const [player, bot] of Object.entries(bots)) {
      if (typeof bot !== "function")
        badArgument("simulate", `bots.${player}`, `expected a bot function, got ${describe(bot)}`);
    }
  }
  if (maxSteps !== undefined) intArgument("simulate", "maxSteps", maxSteps, 1, Number.MAX_SAFE_INTEGER);
  if (onMatch !== undefined && typeof onMatch !== "function") {
    badArgument("simulate", "onMatch", `expected a function, got ${describe(onMatch)}`);
  }
  const total = count as number;
  if (shard === undefined) return [0, total];
  if (!isRecord(shard)) badArgument("simulate", "shard", `expected { index, count }, got ${describe(shard)}`);
  intArgument("simulate", "shard.count", shard.count, 1, Number.MAX_SAFE_INTEGER);
  intArgument("simulate", "shard.index", shard.index, 0, (shard.count as number) - 1);
  return shardRange(total, shard.index as number, shard.count as number);
}

/** The matches `[from, to)` of shard `index` of `shards` in a run of `total` (exact for huge runs). */
function shardRange(total: number, index: number, shards: number): [number, number] {
  const at = (k: number): number => {
    // floor(k * total / shards) without rounding when k * total passes 2^53.
    const q = Math.floor(total / shards);
    const r = total - q * shards;
    return k * q + Math.floor((k * r) / shards);
  };
  return [at(index), at(index + 1)];
}

/**
 * Plays `count` seeded matches between bots and returns streaming statistics: win rates, methods,
 * length distribution. Nothing but counts is kept, so millions of matches fit in memory.
 *
 * Match `i` is played with the dice and bot seed of {@link matchSeeds}`(seed, i)`, so a run can be
 * split into shards (`shard: { index, count }`) played anywhere (worker threads, Web Workers,
 * other machines) whose statistics {@link mergeStats} combines into exactly the whole run's.
 * A game with a fast path (`game.fast`) plays whole matches on it.
 *
 * @example
 * const stats = simulate(game, { count: 10_000, seed: 42, config, bots: { red: randomBot(), blue: randomBot() } });
 * stats.wins; // { blue: …, red: … }
 * @throws RingsideError `INVALID_ARGUMENT` for a count that is not a whole number from 0, a seed
 * that is not a safe integer, a bad shard, `maxSteps` that is not a whole number from 1, bots that
 * are not functions, or a `decide` turn for a player without a bot; whatever the game throws for
 * its configuration (`INVALID_CONFIG`…); `INVALID_STATE` when a match does not end within `maxSteps`.
 */
export function simulate<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  game: Game<C, S, M, E, V, P>,
  options: SimulateOptions<C, V, M, P>,
): MatchStats {
  const [from, to] = checkOptions(options);
  const stats = createStats();
  const configOf =
    typeof options.config === "function"
      ? (options.config as (index: number) => C)
      : () => options.config as C;
  const fast = game.fast;
  for (let i = from; i < to; i++) {
    const { dice, botSeed } = matchSeeds(options.seed, i);
    const config = configOf(i);
    const match =
      fast !== undefined
        ? fast.run(config, dice, options.bots, botSeed)
        : runMatch(game, {
            config,
            dice,
            ...(options.bots === undefined ? {} : { bots: options.bots }),
            botSeed,
            ...(options.maxSteps === undefined ? {} : { maxSteps: options.maxSteps }),
          });
    stats.add(match.result, match.steps);
    options.onMatch?.(match.result, i, stats.snapshot);
  }
  return stats.snapshot();
}

/** What a {@link SimulationTask} is given for one shard of a run. */
export interface SimulationTaskContext<I> {
  /**
   * The run's `count`, `seed` and this `shard`, and an `onMatch` that reports progress: spread
   * them into {@link simulate}'s options as they are.
   */
  readonly options: {
    /** How many matches the whole run plays. */
    readonly count: number;
    /** The run's master seed. */
    readonly seed: number;
    /** The shard to play. */
    readonly shard: SimulationShard;
    /** Counts the matches played, for the run's progress. */
    readonly onMatch: (result: MatchResult, index: number) => void;
  };
  /** The run's input (any structured-cloneable data: a config, bot names, options). */
  readonly input: I;
}

/**
 * A simulation that a worker (a Node worker thread, a Web Worker) plays one shard at a time: made
 * with {@link defineSimulationTask} and exported as `task` from its module.
 */
export interface SimulationTask<I> {
  /** Plays one shard of the run and returns its statistics. */
  readonly run: (context: SimulationTaskContext<I>) => MatchStats;
}

/**
 * Defines the task a worker runs for each shard of a simulation: a function that calls
 * {@link simulate} with the options it is given, the game, its bots and a configuration read from
 * `input`. Export it as `task` from a module of its own, and hand that module's URL to
 * `simulateInWorkers` (from `@ringside/core/node`) or to your own Web Worker.
 *
 * @example
 * // arm-task.ts
 * export const task = defineSimulationTask<{ limit: number }>(({ options, input }) =>
 *   simulate(armWrestling, { ...options, config: { limit: input.limit }, bots: { a: randomBot(), b: randomBot() } }),
 * );
 * @throws RingsideError `INVALID_ARGUMENT` when `run` is not a function.
 */
export function defineSimulationTask<I>(
  run: (context: SimulationTaskContext<I>) => MatchStats,
): SimulationTask<I> {
  if (typeof run !== "function")
    badArgument("defineSimulationTask", "run", `expected a function, got ${describe(run)}`);
  return { run };
}
