/**
 * The worker that runs BlitzMatch's strategy advisor off the main thread, so `ringside advise`
 * can keep its progress line moving on a terminal. It receives the two slots and the advisor's
 * options and posts the advice back.
 */
import { parentPort, workerData } from "node:worker_threads";
import { adviseStrategy, type AdviceOptions, type BlitzMatchSlot } from "@ringside/blitzmatch";

/** What the advise worker receives. */
export interface AdviseInput {
  readonly mine: BlitzMatchSlot;
  readonly theirs: BlitzMatchSlot;
  readonly advice: AdviceOptions;
}

if (parentPort !== null && workerData !== null && typeof workerData === "object") {
  const input = workerData as AdviseInput;
  parentPort.postMessage(adviseStrategy(input.mine, input.theirs, input.advice));
}
