// The simulating guide's demo, off the main thread: the toy game's bots over many seeded matches,
// with progress (the statistics so far) every thousand matches. Same statistics as `simulate` on
// the main thread: match i is played with `matchSeeds(seed, i)` either way.
import { defined, randomBot, simulate, type Bot, type MatchStats } from "@ringside/core";
import { armWrestling, type ArmMove, type ArmView } from "../../.vitepress/examples/armWrestling";
import { serveSimulation } from "../../.vitepress/theme/components/table/serveSimulation";

/** What the page asks for. */
export interface SimulateInput {
  readonly count: number;
  readonly seed: number;
}

/** A bot that always pushes: to compare against one that picks at random. */
const pusher: Bot<ArmView, ArmMove> = ({ moves }) =>
  moves.find((m) => m.type === "push") ?? defined(moves[0], "a legal move");

serveSimulation<SimulateInput, MatchStats, MatchStats>((input, report) =>
  simulate(armWrestling, {
    count: input.count,
    seed: input.seed,
    config: { limit: 20 },
    bots: { a: pusher, b: randomBot<ArmView, ArmMove>() },
    onMatch: (_result, index, stats) => {
      if ((index + 1) % 1000 === 0) report(index + 1, input.count, stats());
    },
  }),
);
