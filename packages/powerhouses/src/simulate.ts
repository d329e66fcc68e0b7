import { simulate, type MatchStats } from "@ringside/core";
import type { PowerhousesBot } from "./bots.js";
import { powerhouses } from "./game.js";
import type { Player } from "./roll.js";
import type { PowerhousesConfig } from "./types.js";

/** Options of {@link simulatePowerhouses}. */
export interface PowerhousesSimulation {
  readonly count: number;
  readonly seed: number;
  readonly config: PowerhousesConfig | ((index: number) => PowerhousesConfig);
  readonly bots: Readonly<Record<Player, PowerhousesBot>>;
}

/** Plays many seeded bot matches of this game with core's `simulate`: win rates, methods, lengths. */
export function simulatePowerhouses(options: PowerhousesSimulation): MatchStats {
  return simulate(powerhouses, options);
}
