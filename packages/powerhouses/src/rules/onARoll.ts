/**
 * Rules › On a Roll and Over the Top (docs/powerhouses/rules.md#one-turn-of-rolling).
 *
 * Dice that match the pursued ability are set aside and the others may be thrown again. When every
 * die is aside, one stays there and all the others may be thrown again.
 */

/** Free dice after a first set of `size` is put aside from `n` dice (all aside: Over the Top). */
export function freeAfterFirstSet(n: number, size: number): number {
  return size >= n ? n - 1 : n - size;
}

/** Free dice after `matched` of `free` thrown dice joined the set, with `n` dice held. */
export function freeAfterRollOn(n: number, free: number, matched: number): number {
  const left = free - matched;
  return left === 0 ? n - 1 : left;
}

/** True when a throw put every die aside: Over the Top. */
export const isOverTheTop = (free: number, matched: number): boolean => matched === free;
