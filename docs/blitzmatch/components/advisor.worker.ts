// The strategy advisor's search, played in a Web Worker (see AdvisorDemo.vue).
import { adviseStrategy, type Advice } from "@ringside/blitzmatch";
import { serveSimulation } from "../../.vitepress/theme/components/table/serveSimulation";
import { PRESETS } from "./presets";

/** What the page asks for: the two example slots (by preset key) and the seed. */
export interface AdviceInput {
  readonly mine: string;
  readonly theirs: string;
  readonly seed: number;
}

serveSimulation<AdviceInput, never, readonly Advice[]>((input, report) => {
  const mine = PRESETS[input.mine];
  const theirs = PRESETS[input.theirs];
  if (mine === undefined || theirs === undefined) throw new Error("Pick two of the example slots.");
  return adviseStrategy(mine, theirs, {
    seed: input.seed,
    candidates: 60,
    trials: 40,
    pool: 16,
    top: 3,
    onProgress: (done, total) => report(done, total),
  });
});
