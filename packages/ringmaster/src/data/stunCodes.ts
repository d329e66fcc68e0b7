/**
 * Heights in Steps (text ¶69–¶70, ¶49) and Stun Codes of surfaces (the cage figures are from the
 * text, ¶143; every other row is Ringside's completion, `completion.md` › 5. Heights and Stun Codes).
 */

/** A surface or object a wrestler can be driven into. Ringside's completion (`completion.md` › 5). */
export const SURFACES = [
  "mat",
  "ropes",
  "turnbuckle",
  "exposedTurnbuckle",
  "ringPost",
  "apron",
  "floor",
  "concreteFloor",
  "steps",
  "railing",
  "timekeepersTable",
  "chainLinkCage",
  "steelCage",
] as const;

/** One surface. */
export type Surface = (typeof SURFACES)[number];

/** Stun Code of each surface, in d6 (0 = none: a Slam die keeps the victim's WDB). Ringside's completion (`completion.md` › 5); the cages' from the text (¶143). */
export const STUN_CODE_DICE: Readonly<Record<Surface, number>> = {
  mat: 0,
  ropes: 0,
  turnbuckle: 1,
  exposedTurnbuckle: 3,
  ringPost: 4,
  apron: 2,
  floor: 2,
  concreteFloor: 3,
  steps: 4,
  railing: 3,
  timekeepersTable: 2,
  chainLinkCage: 1,
  steelCage: 5,
};

/** The Steps of a rope level (1 first, 2 second, 3 top) above the mat: rope n is n Steps up (¶70). */
export function ropeSteps(rope: 1 | 2 | 3): number {
  return rope;
}

/** Steps of a wrestler sitting on a turnbuckle: as standing on the one below (¶69); not the first rope. */
export function sittingSteps(rope: 2 | 3): number {
  return rope - 1;
}

/** Steps from the mat (or apron) down to the ringside floor (¶70). */
export const APRON_STEPS = 2;

/** Height of the ringside railing in Steps (¶70). */
export const RAILING_STEPS = 2;

/** Steps of a cage from its height in feet: 1 a foot above the 2-foot ring (¶143). */
export function cageSteps(feet: number): number {
  return Math.max(0, feet - 2);
}
