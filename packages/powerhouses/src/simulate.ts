import { simulate, type MatchStats } from "@ringside/core";
import type { PowerhousesBot } from "./bots.js";
import { powerhouses } from "./game.js";
import type { Player } from "./roll.js";
import type { PowerhousesConfig } from "./types.js";

/** Options of {@link simulatePowerhouses}. */
export interface PowerhousesSimulation {
  /** How many matches to play. */
  readonly count: number;
  /** Master seed: every match gets its own dice and bot streams split from it. */
  readonly seed: number;
  /** The match config, or a function giving the config of match `index` (e.g. to swap corners). */
  readonly config: PowerhousesConfig | ((index: number) => PowerhousesConfig);
  /** One bot per corner. */
  readonly bots: Readonly<Record<Player, PowerhousesBot>>;
}

/** Plays many seeded bot matches of this game with core's `simulate`: win rates, methods, lengths. */
export function simulatePowerhouses(options: PowerhousesSimulation): MatchStats {
  return simulate(powerhouses, options);
}
