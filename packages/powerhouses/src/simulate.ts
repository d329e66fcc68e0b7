import { createStats, matchSeeds, simulate, type MatchStats } from "@ringside/core";
import { botPolicy, type PowerhousesBot } from "./bots.js";
import { fastPowerhouses, type FastPowerhouses } from "./fast/fastMatch.js";
import { powerhouses } from "./game.js";
import type { Player } from "./roll.js";
import type { PowerhousesConfig } from "./types.js";

/** Options of {@link simulatePowerhouses}. */
export interface PowerhousesSimulation {
  /** How many matches to play. */
  readonly count: number;
  /** Master seed: match `i` gets its dice and bot seed from `(seed, i)` (core's `matchSeeds`). */
  readonly seed: number;
  /** The match config, or a function giving the config of match `index` (e.g. to swap corners). */
  readonly config: PowerhousesConfig | ((index: number) => PowerhousesConfig);
  /** One bot per corner. */
  readonly bots: Readonly<Record<Player, PowerhousesBot>>;
}

/**
 * Plays many seeded bot matches: win rates, methods, lengths, exactly as core's `simulate` would
 * report them. When both bots come from this package (threshold, optimal, random) every match runs
 * on the fast path ({@link fastPowerhouses}) with the same dice and bot seeds `simulate` gives
 * match `i` (core's `matchSeeds`); other bots go through the Game API with `simulate` itself.
 */
export function simulatePowerhouses(options: PowerhousesSimulation): MatchStats {
  const { bots } = options;
  if (botPolicy(bots.red) === undefined || botPolicy(bots.blue) === undefined) {
    return simulate(powerhouses, options);
  }
  const stats = createStats();
  const configOf = options.config;
  let runner: FastPowerhouses | null = null;
  for (let i = 0; i < options.count; i++) {
    const config = typeof configOf === "function" ? configOf(i) : configOf;
    // A runner validates its config once: reuse it while the same config object comes back.
    if (runner === null || runner.config !== config) runner = fastPowerhouses(config);
    const { dice, botSeed } = matchSeeds(options.seed, i);
    const match = runner.play(dice, bots, botSeed);
    stats.add(match.result, match.steps);
  }
  return stats.snapshot();
}
