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
