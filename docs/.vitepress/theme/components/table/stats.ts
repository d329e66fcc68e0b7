import type { Estimate } from "@ringside/core";

/** The Wilson score interval: core's (one implementation for the docs, the CLI and the engines). */
export { wilson, type Estimate } from "@ringside/core";

/** "62 % (57–67 %)": a percentage with its interval, in whole percent. */
export function formatEstimate(e: Estimate): string {
  const pc = (x: number): number => Math.round(x * 100);
  return `${pc(e.estimate)} % (${pc(e.low)}–${pc(e.high)} %)`;
}
