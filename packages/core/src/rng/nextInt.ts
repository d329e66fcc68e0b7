import { rngFromState, type RngState } from "./Rng.js";

/**
 * The pure form of {@link Rng.int}: draws from a saved state and returns the value with the next
 * state, leaving the input untouched.
 */
export function nextInt(state: RngState, min: number, max: number): [value: number, next: RngState] {
  const rng = rngFromState(state);
  const value = rng.int(min, max);
  return [value, rng.state()];
}
