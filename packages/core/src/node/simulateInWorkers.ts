import { availableParallelism } from "node:os";
import { isAbsolute } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { badArgument, intArgument } from "../errors/arguments.js";
import { describe, isRecord } from "../errors/guards.js";
import { RingsideError, type RingsideErrorCode } from "../errors/RingsideError.js";
import type { Problem } from "../errors/problem.js";
import { createStats, mergeStats, type MatchStats } from "../engine/MatchStats.js";

/** How far a {@link simulateInWorkers} run has got. */
export interface SimulationProgress {
  /** Matches finished so far, over every worker. */
  readonly done: number;
  /** Matches in the whole run. */
  readonly total: number;
}

/** Options of {@link simulateInWorkers}. */
export interface SimulateInWorkersOptions<I> {
  /** How many matches the whole run plays (a whole number from 0). */
  readonly count: number;
  /** Master seed: match `i` is the same match whatever the number of workers or shards. */
  readonly seed: number;
  /** Worker threads to start (default: the machine's available parallelism, at most the shards). */
  readonly workers?: number;
  /**
   * Shards to split the run into (default: four per worker, at most one per match): workers take
   * the next shard when they finish one, so a slow shard does not hold the others up.
   */
  readonly shards?: number;
  /** Data handed to the task of every shard (structured-cloneable: a config, bot names…). */
  readonly input?: I;
  /** Called in this thread as matches finish (at most about every 50 ms per worker, and at the end). */
  readonly onProgress?: (progress: SimulationProgress) => void;
}

/*
 * The worker's code, as a CommonJS script evaluated by `new Worker(code, { eval: true })`: no file
 * of its own to locate in the package. It imports the task module and plays the shards it is sent.
 */
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const fail = (error) => {
  const e = error !== null && typeof error === "object" ? error : { message: String(error) };
  let problems;
  try { problems = Array.isArray(e.problems) ? JSON.parse(JSON.stringify(e.problems)) : undefined; } catch { problems = undefined; }
  parentPort.postMessage({ type: "error", error: { name: String(e.name), message: String(e.message), code: typeof e.code === "string" ? e.code : undefined, problems } });
};
import(workerData.url).then((module) => {
  const task = module.task;
  if (task === null || typeof task !== "object" || typeof task.run !== "function") {
    fail({ name: "RingsideError", code: "INVALID_ARGUMENT", message: "simulateInWorkers: the task module has no task", problems: [{ path: "taskModule", message: workerData.url + " must export const task = defineSimulationTask(...)" }] });
    return;
  }
  parentPort.on("message", (job) => {
    let pending = 0;
    let last = Date.now();
    const onMatch = () => {
      pending++;
      const now = Date.now();
      if (now - last >= 50) {
        parentPort.postMessage({ type: "progress", done: pending });
        pending = 0;
        last = now;
      }
    };
    try {
      const stats = task.run({ options: { count: job.count, seed: job.seed, shard: job.shard, onMatch }, input: workerData.input });
      parentPort.postMessage({ type: "done", index: job.shard.index, stats, done: pending });
    } catch (error) {
      fail(error);
    }
  });
  parentPort.postMessage({ type: "ready" });
}, fail);
`;

/** A message from a worker. */
type WorkerMessage =
  | { readonly type: "ready" }
  | { readonly type: "progress"; readonly done: number }
  | { readonly type: "done"; readonly index: number; readonly stats: MatchStats; readonly done: number }
  | {
      readonly type: "error";
      readonly error: { name: string; message: string; code?: string; problems?: readonly Problem[] };
    };

/** The task module's URL as text: a URL, a `file:` URL string, or an absolute path. */
function moduleUrl(taskModule: unknown): string {
  if (taskModule instanceof URL) return taskModule.href;
  if (typeof taskModule === "string") {
    if (isAbsolute(taskModule)) return pathToFileURL(taskModule).href;
    if (/^[a-z][a-z0-9+.-]*:/i.test(taskModule)) return taskModule;
  }
  return badArgument(
    "simulateInWorkers",
    "taskModule",
    `expected a URL or an absolute path (e.g. new URL("./task.js", import.meta.url)), got ${describe(taskModule)}`,
  );
}

/** The matches `[from, to)` of shard `index` of `shards` (as `simulate` cuts them). */
function shardSize(total: number, index: number, shards: number): number {
  const q = Math.floor(total / shards);
  const r = total - q * shards;
  const at = (k: number): number => k * q + Math.floor((k * r) / shards);
  return at(index + 1) - at(index);
}

/** Rebuilds an error posted by a worker: a RingsideError keeps its code and problems. */
function rebuild(error: {
  name: string;
  message: string;
  code?: string;
  problems?: readonly Problem[];
}): Error {
  if (error.code !== undefined && error.name === "RingsideError") {
    const problems =
      error.problems !== undefined && error.problems.length > 0
        ? error.problems
        : [{ path: "", message: error.message }];
    return new RingsideError(error.code as RingsideErrorCode, "simulateInWorkers: a worker failed", problems);
  }
  const rebuilt = new Error(`simulateInWorkers: a worker failed: ${error.message}`);
  rebuilt.name = error.name;
  return rebuilt;
}

/**
 * Plays a `simulate` run over worker threads: the run is cut into shards, each worker
 * imports the task module (whose `task` export comes from `defineSimulationTask`) and plays shards
 * until none is left, and the shards' statistics are merged with `mergeStats`. Match `i` is played
 * with the seeds of `matchSeeds(seed, i)` on whichever thread, so the statistics are exactly those
 * of `simulate` on one thread, for any number of workers or shards.
 *
 * @param taskModule - the task module: `new URL("./task.js", import.meta.url)`, a `file:` URL or an
 * absolute path. Workers import it natively, so it must be JavaScript Node can load.
 * @example
 * import { simulateInWorkers } from "@ringside/core/node";
 * const stats = await simulateInWorkers(new URL("./arm-task.js", import.meta.url), {
 *   count: 1_000_000,
 *   seed: 42,
 *   input: { limit: 20 },
 *   onProgress: ({ done, total }) => console.log(`${done} / ${total}`),
 * });
 * @throws RingsideError `INVALID_ARGUMENT` (as a rejected promise) for a bad count, seed, worker or
 * shard count, task module, or a task that did not play its shard; whatever a task throws, with its
 * code and problems when it is a RingsideError.
 */
export async function simulateInWorkers<I = undefined>(
  taskModule: string | URL,
  options: SimulateInWorkersOptions<I>,
): Promise<MatchStats> {
  const url = moduleUrl(taskModule);
  if (!isRecord(options))
    badArgument("simulateInWorkers", "options", `expected an options object, got ${describe(options)}`);
  const { count, seed, onProgress } = options;
  intArgument("simulateInWorkers", "count", count, 0, Number.MAX_SAFE_INTEGER);
  intArgument("simulateInWorkers", "seed", seed, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  if (options.workers !== undefined) intArgument("simulateInWorkers", "workers", options.workers, 1, 1024);
  if (options.shards !== undefined) intArgument("simulateInWorkers", "shards", options.shards, 1, 1_000_000);
  if (onProgress !== undefined && typeof onProgress !== "function") {
    badArgument("simulateInWorkers", "onProgress", `expected a function, got ${describe(onProgress)}`);
  }
  if (count === 0) return createStats().snapshot();
  const workers = options.workers ?? Math.max(1, availableParallelism());
  const shards = options.shards ?? Math.max(1, Math.min(workers * 4, count));
  const threads = Math.min(workers, shards);
  const results: (MatchStats | undefined)[] = new Array<MatchStats | undefined>(shards);
  let nextShard = 0;
  let done = 0;

  await new Promise<void>((resolve, reject) => {
    const pool: Worker[] = [];
    let finished = false;
    let running = threads;
    const stop = (error?: unknown): void => {
      if (finished) return;
      finished = true;
      for (const worker of pool) void worker.terminate();
      if (error === undefined) resolve();
      else reject(error instanceof Error ? error : new Error(String(error)));
    };
    const progress = (matches: number): void => {
      if (matches === 0) return;
      done += matches;
      try {
        onProgress?.({ done, total: count });
      } catch (error) {
        stop(error);
      }
    };
    const send = (worker: Worker): void => {
      if (nextShard >= shards) {
        running--;
        if (running === 0) stop();
        return;
      }
      const index = nextShard++;
      worker.postMessage({ count, seed, shard: { index, count: shards } });
    };
    for (let t = 0; t < threads; t++) {
      const worker = new Worker(WORKER, { eval: true, workerData: { url, input: options.input } });
      pool.push(worker);
      worker.on("message", (message: WorkerMessage) => {
        if (finished) return;
        switch (message.type) {
          case "ready":
            send(worker);
            break;
          case "progress":
            progress(message.done);
            break;
          case "done": {
            const expected = shardSize(count, message.index, shards);
            if (!isRecord(message.stats) || message.stats.matches !== expected) {
              stop(
                new RingsideError("INVALID_ARGUMENT", "simulateInWorkers: the task did not play its shard", [
                  {
                    path: "task",
                    message: `shard ${message.index} should play ${expected} matches, the task returned ${describe(message.stats)}: pass its options to simulate as they are`,
                  },
                ]),
              );
              return;
            }
            results[message.index] = message.stats;
            progress(message.done);
            send(worker);
            break;
          }
          case "error":
            stop(rebuild(message.error));
            break;
        }
      });
      worker.on("error", (error) => stop(error));
      worker.on("exit", (code) => {
        if (!finished) stop(new Error(`simulateInWorkers: a worker exited early (code ${code})`));
      });
    }
  });

  // Merged in shard order (the merge is exact and keeps keys sorted, so any order gives the same).
  let stats = createStats().snapshot();
  for (const part of results) if (part !== undefined) stats = mergeStats(stats, part);
  return stats;
}
