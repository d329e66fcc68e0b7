/**
 * Referee Checks and Warnings (RingMaster › The referee, text ¶118; ¶51): an illegal action forces
 * a check of the referee's skill (his SAV); a success is a Referee Warning. A wrestler may collect
 * as many warnings as the match's threshold; the one past it disqualifies him. A warning costs −5%
 * on the wrestler's next maneuver. A distracted referee checks nothing (¶18, ¶138).
 * Docs: `docs/ringmaster/referee.md`.
 */
import type { DiceSource } from "@ringside/core";
import { AUTOMATIC_WARNINGS, NOTICE_MODIFIER, type IllegalAction } from "../../data/referee.js";
import { attributeCheck, succeeded, type CheckResult } from "../attributeCheck.js";

/** The referee as the rules see him. */
export interface Referee {
  /** His skill (SAV) for noticing. */
  readonly sav: number;
  /** Rounds he stays distracted (0: watching). */
  readonly distracted: number;
}

/** The outcome of a Referee Check. */
export interface RefereeCheckResult {
  /** His roll, or `null` when none was made (distracted, or an automatic warning). */
  readonly check: CheckResult | null;
  /** He saw it. */
  readonly noticed: boolean;
}

/**
 * The Referee Check for one illegal action: no roll and nothing seen while he is distracted; the
 * ambush, the partner's save and overstaying a tag are warned without a roll; otherwise a SAV check
 * with the action's modifier (+10% for a Fire Tab) and the extra `modifier`.
 *
 * @example
 * refereeCheck(dice, { sav: 60, distracted: 0 }, "choke"); // { check: {...}, noticed: true | false }
 */
export function refereeCheck(
  dice: DiceSource,
  referee: Referee,
  action: IllegalAction,
  modifier = 0,
): RefereeCheckResult {
  if (referee.distracted > 0) return { check: null, noticed: false };
  if (AUTOMATIC_WARNINGS.includes(action)) return { check: null, noticed: true };
  const check = attributeCheck(
    dice,
    referee.sav + (NOTICE_MODIFIER[action] ?? 0) + modifier,
    `referee: ${action}`,
  );
  return { check, noticed: succeeded(check.grade) };
}

/**
 * Adds one warning and says whether it disqualifies: the referee gives `threshold` warnings and
 * disqualifies when the count goes past it (like fouls, ¶118).
 *
 * @example
 * warn(3, 3); // { warnings: 4, disqualified: true }
 */
export function warn(
  warnings: number,
  threshold: number,
): { readonly warnings: number; readonly disqualified: boolean } {
  const next = warnings + 1;
  return { warnings: next, disqualified: next > threshold };
}
