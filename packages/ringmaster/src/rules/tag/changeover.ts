/**
 * The changeover (RingMaster › Tag teams, text ¶133): after a tag the two partners have one round
 * to change places; every round past it that both are still in the ring brings a Referee Warning
 * (to the team's legal man, Ringside's reading: he is the one the referee addresses).
 * Docs: `docs/ringmaster/tag.md#the-changeover`.
 */

/** Rounds allowed for the changeover (¶133). */
export const CHANGEOVER_ROUNDS = 1;

/**
 * Whether a round in which both partners are still in the ring earns a warning: `roundsBoth`
 * counts rounds since the tag, this one included.
 *
 * @example
 * overstayWarning(1); // false: the changeover round
 * overstayWarning(2); // true
 */
export function overstayWarning(roundsBoth: number): boolean {
  return roundsBoth > CHANGEOVER_ROUNDS;
}
