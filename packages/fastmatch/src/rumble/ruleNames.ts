/* The rule names the Royal Rumble's problems cite (FastMatch! 3.0, VIII and "one night"). */

/** The Royal Rumble's own rules (VIII). */
export const RULE = "FastMatch! › Royal Rumble";

/** The carried condition of several matches in one night. */
export const ONE_NIGHT = "FastMatch! › Multiple matches in one night";
