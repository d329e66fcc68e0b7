/**
 * The defensive figures of BlitzMatch › III.2.b and III.2.c, by activity (dice rolled): the bonus
 * a defensive side adds to its roll, and the buffer a defensive winner must overcome.
 *
 * @module
 */

/** Added to a defensive (or rest-hold) roll, for activity 0, 1, 2, 3. */
export const DEFENSIVE_BONUS: readonly [number, number, number, number] = [2, 3, 4, 5];

/** The buffer a defensive winner must overcome, for 0, 1, 2, 3 dice rolled. */
export const DEFENSIVE_BUFFER: readonly [number, number, number, number] = [4, 6, 8, 10];

/** Endurance below which a side loses 1 from its roll (each threshold adds one more). */
export const ENDURANCE_PENALTY_BELOW: readonly number[] = [10, 5];

/** Endurance damage each side takes when a round is tied (III.2.c). */
export const TIE_DAMAGE = 3;
