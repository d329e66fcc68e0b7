/**
 * The Screwjob (RingMaster › Screwjob, text ¶52): with a cover, the pinning wrestler cheats (feet on
 * the ropes, a handful of tights) with a SAV check; if it works, the pinned man is −20% on every
 * attempt to break that pin. The Referee Check that follows it is the match's (`match/referee.ts`).
 * Docs: `docs/ringmaster/rules.md#screwjob`.
 */
import type { DiceSource } from "@ringside/core";
import { attributeCheck, type CheckResult } from "./attributeCheck.js";

/** The break penalty a successful Screwjob puts on the pinned man (¶52). */
export const SCREWJOB_PENALTY = -20;

/** The Screwjob's SAV check. */
export function screwjobCheck(dice: DiceSource, sav: number): CheckResult {
  return attributeCheck(dice, sav, "screwjob (SAV)");
}
