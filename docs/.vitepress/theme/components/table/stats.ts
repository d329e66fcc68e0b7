/** A proportion measured by simulation, with its 95 % confidence interval. */
export interface Estimate {
  /** successes / trials (0 when there were no trials). */
  readonly estimate: number;
  /** Lower end of the interval. */
  readonly low: number;
  /** Upper end of the interval. */
  readonly high: number;
  /** Number of trials. */
  readonly trials: number;
}

/**
 * The Wilson score interval for `successes` out of `trials` (z = 1.96 for 95 %): unlike
 * "p ± 1.96·√(p(1−p)/n)" it stays inside 0–1 and is honest for small runs and rare outcomes.
 *
 * @example
 * ```ts
 * wilson(60, 100); // { estimate: 0.6, low: 0.502…, high: 0.690…, trials: 100 }
 * ```
 */
export function wilson(successes: number, trials: number, z = 1.96): Estimate {
  if (trials <= 0) return { estimate: 0, low: 0, high: 1, trials: 0 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { estimate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half), trials };
}

/** "62 % (57–67 %)": a percentage with its interval, in whole percent. */
export function formatEstimate(e: Estimate): string {
  const pc = (x: number): number => Math.round(x * 100);
  return `${pc(e.estimate)} % (${pc(e.low)}–${pc(e.high)} %)`;
}
