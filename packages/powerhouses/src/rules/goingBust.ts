/**
 * Rules › Going Bust (docs/powerhouses/rules.md#one-turn-of-rolling).
 *
 * A throw without a single die for the pursued ability ends the turn and costs one from the count;
 * a first roll without a set ends it at zero.
 */

/** The total after going bust with `count` matches (never below zero). */
export const bustTotal = (count: number): number => (count > 0 ? count - 1 : 0);
