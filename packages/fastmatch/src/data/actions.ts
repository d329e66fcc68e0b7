/* The types of round action (FastMatch! 3.0, III.3 Round Actions and II.3.A Types of actions). */

/** The kinds of round action. */
export type ActionType = "regular" | "high-risk" | "pin" | "submission" | "defensive" | "out-of-ring";

/** Every action type, in the order of the rules. */
export const ACTION_TYPES: readonly ActionType[] = [
  "regular",
  "high-risk",
  "pin",
  "submission",
  "defensive",
  "out-of-ring",
];
