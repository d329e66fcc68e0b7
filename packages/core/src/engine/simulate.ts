import { createRng } from "../rng/Rng.js";
import type { Bot, Game, GameEvent, MatchResult, MatchStateBase } from "./Game.js";
import { createStats, type MatchStats } from "./MatchStats.js";
import { runMatch } from "./runMatch.js";

/** Options for {@link simulate}. */
export interface SimulateOptions<C, V, M, P extends string> {
  /** How many matches to play. */
  readonly count: number;
  /** Master seed: match `i` gets its own independent stream split from it. */
  readonly seed: number;
  /** The configuration, or a function giving the configuration of match `i`. */
  readonly config: C | ((index: number) => C);
  /** One bot per player id. */
  readonly bots: Readonly<Record<P, Bot<NoInfer<V>, NoInfer<M>>>>;
  /** Called after each match (e.g. to update a progress bar or stream results elsewhere). */
  readonly onMatch?: (result: MatchResult<P>, index: number, stats: () => MatchStats) => void;
}

/**
 * Plays `count` seeded matches between bots and returns streaming statistics: win rates, methods,
 * length distribution. Nothing but counts is kept, so millions of matches fit in memory.
 */
export function simulate<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  game: Game<C, S, M, E, V, P>,
  options: SimulateOptions<C, V, M, P>,
): MatchStats {
  const stats = createStats();
  const master = createRng(options.seed);
  const configOf =
    typeof options.config === "function"
      ? (options.config as (index: number) => C)
      : () => options.config as C;
  for (let i = 0; i < options.count; i++) {
    const diceStream = master.split();
    const botStream = master.split();
    const match = runMatch(game, {
      config: configOf(i),
      dice: { kind: "seeded", rng: diceStream.state() },
      bots: options.bots,
      botSeed: botStream.int(-0x80000000, 0x7fffffff),
    });
    stats.add(match.result, match.steps);
    options.onMatch?.(match.result, i, stats.snapshot);
  }
  return stats.snapshot();
}
