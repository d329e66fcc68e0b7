import { getCurrentScope, onScopeDispose, ref, shallowRef, type Ref, type ShallowRef } from "vue";
import type { SimulationReply, SimulationRequest } from "./serveSimulation";

/** What {@link useSimulationWorker} gives a demo. */
export interface SimulationWorker<I, P, R> {
  /** True while a run is under way. */
  readonly running: Ref<boolean>;
  /** Units done and the total of the current (or last) run. */
  readonly done: Ref<number>;
  readonly total: Ref<number>;
  /** The results so far, as the worker last reported them. */
  readonly partial: ShallowRef<P | undefined>;
  /** The last finished run's result. */
  readonly result: ShallowRef<R | undefined>;
  /** The last run's error message (null when it went well). */
  readonly error: Ref<string | null>;
  /** Starts a run (cancelling one under way); resolves with the result, or undefined if cancelled or failed. */
  run(input: I): Promise<R | undefined>;
  /** Stops the run under way (the worker is terminated; the next run starts a fresh one). */
  cancel(): void;
}

/**
 * Runs a simulation in a Web Worker so the page stays responsive: progress, partial results,
 * cancel, errors. `create` makes the worker; write it with the literal `new URL(…, import.meta.url)`
 * so Vite bundles the worker file. The worker file calls `serveSimulation`. Browser-only (call
 * `run` from a click or `onMounted`); the worker is terminated when the component unmounts.
 *
 * @example
 * ```ts
 * const sim = useSimulationWorker<Input, Row[], Row[]>(
 *   () => new Worker(new URL("./winChances.worker.ts", import.meta.url), { type: "module" }),
 * );
 * await sim.run({ runs: 500 }); // sim.done / sim.total move meanwhile; sim.cancel() stops it
 * ```
 */
export function useSimulationWorker<I, P, R>(create: () => Worker): SimulationWorker<I, P, R> {
  const running = ref(false);
  const done = ref(0);
  const total = ref(0);
  const partial = shallowRef<P | undefined>(undefined);
  const result = shallowRef<R | undefined>(undefined);
  const error = ref<string | null>(null);
  let worker: Worker | null = null;
  let nextId = 1;
  let settle: ((value: R | undefined) => void) | null = null;

  function stop(): void {
    worker?.terminate();
    worker = null;
    running.value = false;
    settle?.(undefined);
    settle = null;
  }

  function run(input: I): Promise<R | undefined> {
    stop();
    const id = nextId++;
    error.value = null;
    done.value = 0;
    total.value = 0;
    partial.value = undefined;
    running.value = true;
    let w: Worker;
    try {
      w = create();
    } catch (e) {
      running.value = false;
      error.value = `The simulation could not start: ${e instanceof Error ? e.message : String(e)}`;
      return Promise.resolve(undefined);
    }
    worker = w;
    return new Promise<R | undefined>((resolve) => {
      settle = resolve;
      w.onmessage = (event: MessageEvent) => {
        const reply = event.data as SimulationReply<P, R>;
        if (reply.id !== id) return;
        if (reply.type === "progress") {
          done.value = reply.done;
          total.value = reply.total;
          if (reply.partial !== undefined) partial.value = reply.partial;
          return;
        }
        if (reply.type === "done") {
          result.value = reply.result;
          done.value = total.value;
        } else {
          error.value = reply.message;
        }
        running.value = false;
        settle = null;
        w.terminate();
        if (worker === w) worker = null;
        resolve(reply.type === "done" ? reply.result : undefined);
      };
      w.onerror = (event: ErrorEvent) => {
        event.preventDefault();
        error.value = `The simulation failed: ${event.message || "the worker could not run"}`;
        stop();
      };
      const request: SimulationRequest<I> = { type: "run", id, input };
      w.postMessage(request);
    });
  }

  if (getCurrentScope() !== undefined) onScopeDispose(stop);
  return { running, done, total, partial, result, error, run, cancel: stop };
}
