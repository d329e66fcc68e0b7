import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

/**
 * A generator that replays the given 32-bit outputs in a loop, and whose state is how many it gave:
 * two of them fed the same outputs show whether two draws consumed the same number of values.
 */
export function replaying(outputs: readonly number[]): RandomGenerator {
  let at = 0;
  const gen: RandomGenerator = {
    next: () => outputs[at++ % outputs.length]! | 0,
    clone: () => gen,
    getState: () => [at],
  };
  return gen;
}
