// BlitzMatch win chances by MV gap, played in a Web Worker (see WinChances.vue).
import { oddsByMvGap, type GapOdds } from "@ringside/blitzmatch";
import { serveSimulation } from "../../.vitepress/theme/components/table/serveSimulation";

/** What the page asks for: matches in all, the seed and the advantage bonus. */
export interface OddsInput {
  readonly matches: number;
  readonly seed: number;
  readonly advantageBonus: number;
}

/** Gaps past ±12 are folded into the ends of the chart. */
export const SPAN = 12;

serveSimulation<OddsInput, readonly GapOdds[], readonly GapOdds[]>((input, report) =>
  oddsByMvGap({
    matches: input.matches,
    seed: input.seed,
    span: SPAN,
    options: { advantageBonus: input.advantageBonus },
    progressEvery: 100,
    onProgress: report,
  }),
);
