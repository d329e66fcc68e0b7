/**
 * Rules › Rolling the Dice: the largest set first (docs/powerhouses/rules.md#one-turn-of-rolling).
 *
 * A first roll is read as a tally of what its dice show: one count per ability (in the order of
 * ABILITIES) and a sixth for Fan Support, which joins whichever set the roller keeps. The roller
 * must keep the biggest set; several abilities may tie for it, and the roller picks among them.
 * No two dice alike (Fan Support included) is no set at all.
 */

/** The tally index of Fan Support. */
export const FAN_SUPPORT_INDEX = 5;

/**
 * The largest set of a first roll from its tally, packed as `size * 32 + mask`: the mask holds the
 * abilities (bit i for ABILITIES[i]) of every set that ties for the largest; 0 when no set.
 */
export function largestSet(tally: ArrayLike<number>): number {
  let top = 0;
  for (let a = 0; a < 5; a++) if (tally[a]! > top) top = tally[a]!;
  const size = top + tally[FAN_SUPPORT_INDEX]!;
  if (size < 2) return 0;
  let mask = 0;
  for (let a = 0; a < 5; a++) if (tally[a] === top) mask |= 1 << a;
  return size * 32 + mask;
}

/** The size of a packed largest set (0: no set, the roll went bust). */
export const setSize = (packed: number): number => packed >> 5;

/** The abilities that tie for the largest set, as a mask (bit i for ABILITIES[i]). */
export const setChoices = (packed: number): number => packed & 31;
