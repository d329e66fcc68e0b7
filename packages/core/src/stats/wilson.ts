import { badArgument, intArgument, shown } from "../errors/arguments.js";

/** A proportion measured by simulation, with its confidence interval. */
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
 * The Wilson score interval for `successes` out of `trials` (95 % by default): unlike the normal
 * approximation it stays inside 0–1 and is honest for small runs and rare outcomes. No trials at
 * all give the whole range, 0 to 1.
 *
 * @example
 * ```ts
 * wilson(60, 100); // { estimate: 0.6, low: 0.502…, high: 0.690…, trials: 100 }
 * ```
 * @throws RingsideError `INVALID_ARGUMENT` when `trials` is not a whole number from 0, `successes`
 *   not a whole number from 0 to `trials`, or `z` not a positive finite number.
 */
export function wilson(successes: number, trials: number, z = 1.959964): Estimate {
  intArgument("wilson", "trials", trials, 0, Number.MAX_SAFE_INTEGER);
  intArgument("wilson", "successes", successes, 0, trials);
  if (typeof z !== "number" || !Number.isFinite(z) || z <= 0)
    badArgument("wilson", "z", `expected a positive number, got ${shown(z)}`);
  if (trials === 0) return { estimate: 0, low: 0, high: 1, trials: 0 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { estimate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half), trials };
}
