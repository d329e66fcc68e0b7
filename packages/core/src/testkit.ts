/**
 * `@ringside/core/testkit`: the conformance kit every Ringside game runs, and readable seeded
 * snapshots. Needs `fast-check` (a peer dependency of this entry only).
 *
 * @packageDocumentation
 */
export {
  conformance,
  kitRuns,
  type ConformanceCheck,
  type ConformanceSubject,
} from "./testkit/conformance.js";
export { seededSnapshot, type SnapshotOptions } from "./testkit/snapshot.js";
export { traceMatch, type Trace, type TracedStep } from "./testkit/trace.js";
export { garbage, nastyValues } from "./testkit/garbage.js";
export { playUnguarded } from "./testkit/unguarded.js";
