/**
 * Round actions (BlitzMatch › II.2): an attitude (rest-hold, defensive, normal, high risk) and an
 * activity 0 to 3. Activity 0 goes only with a rest-hold, and a rest-hold only with activity 0.
 * The text says there are "exactly 16 choices" but lists ten: four attitudes by four activities
 * would be 16, and the activity rule strikes six of them. We follow the rule and the list: ten
 * round actions (see the Interpretations page). Docs: /blitzmatch/rules#round-actions.
 *
 * @module
 */
import type { Activity, Attitude, RoundAction } from "../types.js";

/** Every legal round action, as the text lists them: ten. */
export const ROUND_ACTIONS: readonly RoundAction[] = [
  { attitude: "rest-hold", activity: 0 },
  { attitude: "defensive", activity: 1 },
  { attitude: "defensive", activity: 2 },
  { attitude: "defensive", activity: 3 },
  { attitude: "normal", activity: 1 },
  { attitude: "normal", activity: 2 },
  { attitude: "normal", activity: 3 },
  { attitude: "high-risk", activity: 1 },
  { attitude: "high-risk", activity: 2 },
  { attitude: "high-risk", activity: 3 },
];

/** True when the attitude and activity go together (II.2: 0 if and only if a rest-hold). */
export function isLegalRoundAction(attitude: Attitude, activity: Activity): boolean {
  return (activity === 0) === (attitude === "rest-hold");
}

/** True when the action counts as defensive: a defensive attitude, or a rest-hold ("Defensive 0"). */
export function isDefensive(action: RoundAction): boolean {
  return action.attitude === "defensive" || action.attitude === "rest-hold";
}

/** The short form the write-ups use: `D0` (a rest-hold), `D1`, `N3`, `HR2`. */
export function actionCode(action: RoundAction): string {
  const letter = { "rest-hold": "D", defensive: "D", normal: "N", "high-risk": "HR" }[action.attitude];
  return `${letter}${action.activity}`;
}
