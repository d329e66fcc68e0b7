/**
 * Rules › The Come-Back and Ending the Game (docs/powerhouses/rules.md#the-match).
 *
 * A wrestler worn down to two dice rolls both at once, straight away: any set (two dice of one
 * ability, or a Fan Support with anything) wins one die back. A wrestler worn down to one die has
 * lost, at once (no Come-Back from one die).
 */

/** Dice a wrestler holds after being worn down from `held` dice (before any Come-Back). */
export const wornDown = (held: number): number => held - 1;

/** True when the wrestler is down to one die: the match is over, the attacker wins. */
export const isPinned = (left: number): boolean => left <= 1;

/** True when a wear-down to `left` dice calls for a Come-Back roll. */
export const comeBackDue = (left: number): boolean => left === 2;

/** Dice held after the Come-Back roll: three when it made a set, else two. */
export const afterComeBack = (matched: boolean): number => (matched ? 3 : 2);
