/**
 * The worker that runs BlitzMatch's strategy advisor off the main thread, so `ringside advise`
 * can keep its progress bar moving on a terminal. It receives the two slots and the advisor's
 * options, posts a progress message after each strategy the advisor scores, then the advice.
 */
import { parentPort, workerData } from "node:worker_threads";
import { adviseStrategy, type Advice, type AdviceOptions, type BlitzMatchSlot } from "@ringside/blitzmatch";

/** What the advise worker receives. */
export interface AdviseInput {
  readonly mine: BlitzMatchSlot;
  readonly theirs: BlitzMatchSlot;
  readonly advice: AdviceOptions;
}

/** What the advise worker posts: its progress (strategies scored of all it will score), then the advice. */
export type AdviseMessage =
  | { readonly kind: "progress"; readonly done: number; readonly total: number }
  | { readonly kind: "advice"; readonly advice: readonly Advice[] };

if (parentPort !== null && workerData !== null && typeof workerData === "object") {
  const port = parentPort;
  const input = workerData as AdviseInput;
  const post = (message: AdviseMessage) => port.postMessage(message);
  const advice = adviseStrategy(input.mine, input.theirs, {
    ...input.advice,
    onProgress: (done, total) => post({ kind: "progress", done, total }),
  });
  post({ kind: "advice", advice });
}
