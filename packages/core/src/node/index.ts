/**
 * `@ringside/core/node`: what only Node can do. {@link simulateInWorkers} spreads one `simulate`
 * run over worker threads, with the same statistics as one thread.
 *
 * @packageDocumentation
 */
export {
  simulateInWorkers,
  type SimulateInWorkersOptions,
  type SimulationProgress,
} from "./simulateInWorkers.js";
export { defineSimulationTask, type SimulationTask, type SimulationTaskContext } from "../engine/simulate.js";
