// The table kit's worker example: Powerhouses matches between two optimal bots, off the main thread.
import { defined } from "@ringside/core";
import { optimalBot, simulatePowerhouses } from "@ringside/powerhouses";
import { serveSimulation } from "../../../.vitepress/theme/components/table/serveSimulation";
import { PRESETS } from "../../../powerhouses/components/presets";

/** What the page asks for. */
export interface KitSimInput {
  readonly matches: number;
  readonly seed: number;
}

/** Wins so far. */
export interface KitSimTally {
  readonly red: number;
  readonly blue: number;
  readonly draws: number;
  readonly played: number;
}

serveSimulation<KitSimInput, KitSimTally, KitSimTally>((input, report) => {
  const tally = { red: 0, blue: 0, draws: 0, played: 0 };
  const chunk = 200;
  for (let start = 0; start < input.matches; start += chunk) {
    const count = Math.min(chunk, input.matches - start);
    const stats = simulatePowerhouses({
      count,
      seed: input.seed + start,
      config: {
        red: defined(PRESETS[0], "the first preset"),
        blue: defined(PRESETS[1], "the second preset"),
      },
      bots: { red: optimalBot(), blue: optimalBot() },
    });
    tally.red += stats.wins["red"] ?? 0;
    tally.blue += stats.wins["blue"] ?? 0;
    tally.draws += stats.draws;
    tally.played += count;
    report(tally.played, input.matches, { ...tally });
  }
  return tally;
});
