/**
 * Knockouts (RingMaster › Knockouts, text ¶114–¶115, ¶90): at 0 Intensity or below a wrestler
 * checks STA each time he takes damage or passes out; a referee who makes his SAV check sees it
 * and stops the match.
 * Docs: `docs/ringmaster/rules.md#knockouts`.
 */
import type { DiceSource } from "@ringside/core";
import { attributeCheck, succeeded, type CheckResult } from "./attributeCheck.js";

/** The STA check after damage at 0 Intensity or below; `undefined` above 0. */
export function staminaCheck(
  dice: DiceSource,
  intensity: number,
  sta: number,
): { readonly check: CheckResult; readonly out: boolean } | undefined {
  if (intensity > 0) return undefined;
  const check = attributeCheck(dice, sta, "stay conscious (STA)");
  return { check, out: !succeeded(check.grade) };
}

/** The referee's SAV check to notice a wrestler out cold (¶115). */
export function refereeNotices(dice: DiceSource, refereeSav: number): CheckResult {
  return attributeCheck(dice, refereeSav, "referee notices (SAV)");
}

/**
 * Whether the referee sees a man out cold and stops the match (¶115–¶117): his SAV check, and no
 * roll and nothing seen while he is distracted (the man stays out until he comes to or is seen).
 *
 * @example
 * refereeSeesKnockout(dice, 60, 2); // false, without a roll: the referee is distracted
 */
export function refereeSeesKnockout(dice: DiceSource, refereeSav: number, distracted: number): boolean {
  if (distracted > 0) return false;
  return succeeded(refereeNotices(dice, refereeSav).grade);
}

/** Whether the referee lifts the arm of a man a sleeper put out (¶117): only when he is not distracted. */
export function armCheckMade(distracted: number): boolean {
  return distracted === 0;
}
