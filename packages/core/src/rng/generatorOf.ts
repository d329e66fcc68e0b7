import type { JumpableRandomGenerator } from "pure-rand/types/JumpableRandomGenerator";
import { generatorBehind, type Rng } from "./Rng.js";

/**
 * The pure-rand generator behind an {@link Rng}: the real one for RNGs made by Ringside, or an
 * adapter for any other implementation of the interface.
 */
export function generatorOf(rng: Rng): JumpableRandomGenerator {
  const own = generatorBehind(rng);
  if (own !== undefined) return own;
  const adapter: JumpableRandomGenerator = {
    next: () => rng.int(-0x80000000, 0x7fffffff),
    clone: () => generatorOf(rng.clone()),
    getState: () => rng.state(),
    jump: () => void rng.split(),
  };
  return adapter;
}
