/**
 * The worker side of {@link useSimulationWorker}: import this in a `*.worker.ts` file and hand it
 * the simulation. No Vue here, so the worker bundle stays small.
 */

/** Messages from the page to the worker. */
export interface SimulationRequest<I> {
  readonly type: "run";
  readonly id: number;
  readonly input: I;
}

/** Messages from the worker to the page. */
export type SimulationReply<P, R> =
  | {
      readonly type: "progress";
      readonly id: number;
      readonly done: number;
      readonly total: number;
      readonly partial?: P;
    }
  | { readonly type: "done"; readonly id: number; readonly result: R }
  | { readonly type: "error"; readonly id: number; readonly message: string };

/** Reports progress: `done` of `total` units, optionally with results so far. */
export type ReportProgress<P> = (done: number, total: number, partial?: P) => void;

/**
 * The scope a dedicated worker runs in (only what is used here). The repo's types describe a page's
 * global, which has the same two members, so `globalThis` fits it without a cast.
 */
interface WorkerScope {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown): void;
}

/**
 * Answers the page's `run` requests with `work(input, report)`: progress messages (at most one
 * every 80 ms, plus the last), then the result, or the error's message. Cancelling is done by the
 * page terminating the worker, so `work` may be plain synchronous code.
 *
 * @example
 * ```ts
 * // winChances.worker.ts
 * import { serveSimulation } from "../../.vitepress/theme/components/table/serveSimulation";
 * serveSimulation<{ runs: number }, Row[], Row[]>(({ runs }, report) => {
 *   const rows: Row[] = [];
 *   for (let i = 0; i < 7; i++) { rows.push(simulateGap(i, runs)); report(i + 1, 7, rows); }
 *   return rows;
 * });
 * ```
 */
export function serveSimulation<I, P, R>(
  work: (input: I, report: ReportProgress<P>) => R | Promise<R>,
): void {
  const scope: WorkerScope = globalThis;
  scope.onmessage = (event: MessageEvent) => {
    const request = event.data as SimulationRequest<I>;
    if (request === null || typeof request !== "object" || request.type !== "run") return;
    const id = request.id;
    let last = 0;
    const report: ReportProgress<P> = (done, total, partial) => {
      const now = Date.now();
      if (done < total && now - last < 80) return;
      last = now;
      const message: SimulationReply<P, R> =
        partial === undefined
          ? { type: "progress", id, done, total }
          : { type: "progress", id, done, total, partial };
      scope.postMessage(message);
    };
    Promise.resolve()
      .then(() => work(request.input, report))
      .then(
        (result) => scope.postMessage({ type: "done", id, result } satisfies SimulationReply<P, R>),
        (error: unknown) =>
          scope.postMessage({
            type: "error",
            id,
            message: error instanceof Error ? error.message : String(error),
          } satisfies SimulationReply<P, R>),
      );
  };
}
