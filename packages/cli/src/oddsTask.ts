import { defineSimulationTask, seededDice, seedFromString, simulate } from "@ringside/core";
import {
  fastmatch,
  formatCell,
  generateGrid,
  type FastMatchConfig,
  type SideConfig,
} from "@ringside/fastmatch";

/** What `ringside odds` hands every worker: two loaded sides and the match's settings. */
export interface OddsInput {
  readonly sides: readonly [SideConfig, SideConfig];
  readonly timeLimit: number;
  readonly seed: number;
}

/** The configuration of match `index`: the same sides on a grid dealt for that match. */
export function oddsConfig(input: OddsInput, index: number): FastMatchConfig {
  const grid = generateGrid(seededDice(seedFromString(`odds ${input.seed} grid ${index}`)), false).map(
    (row) => row.map(formatCell),
  );
  return { sides: input.sides, grid, timeLimit: input.timeLimit };
}

/** The shard a worker plays: FastMatch singles between the two sides, each match on its own grid. */
export const task = defineSimulationTask<OddsInput>(({ options, input }) =>
  simulate(fastmatch, { ...options, config: (index: number) => oddsConfig(input, index) }),
);
