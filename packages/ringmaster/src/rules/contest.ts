/**
 * Contests (RingMaster › Contests, text ¶7–¶8): both sides check; identical results are re-rolled;
 * otherwise Ace beats success beats failure beats Botch, and within a grade the larger margin wins.
 * Docs: `docs/ringmaster/rules.md#contests`.
 */
import type { DiceSource } from "@ringside/core";
import { attributeCheck, GRADE_RANK, type CheckResult } from "./attributeCheck.js";

/** The outcome of a Contest. */
export interface ContestResult {
  /** Which side won: `a` or `b`. */
  readonly winner: "a" | "b";
  /** Side a's last check. */
  readonly a: CheckResult;
  /** Side b's last check. */
  readonly b: CheckResult;
  /** How many times identical results were re-rolled. */
  readonly rerolls: number;
}

/** Re-rolls are capped so that no dice source can make a Contest loop forever (then the higher target, then side a). */
export const MAX_CONTEST_REROLLS = 50;

/** Compares two checks: positive when a wins, negative when b wins, 0 when identical (same grade and margin). */
export function compareChecks(a: CheckResult, b: CheckResult): number {
  const d = GRADE_RANK[a.grade] - GRADE_RANK[b.grade];
  return d !== 0 ? d : a.margin - b.margin;
}

/**
 * Rolls a Contest between two targets.
 *
 * @example
 * contest(dice, 55, 60, "opening SAV"); // { winner: "b", a: {...}, b: {...}, rerolls: 0 }
 */
export function contest(dice: DiceSource, targetA: number, targetB: number, label: string): ContestResult {
  for (let rerolls = 0; ; rerolls++) {
    const a = attributeCheck(dice, targetA, `${label} A`);
    const b = attributeCheck(dice, targetB, `${label} B`);
    const c = compareChecks(a, b);
    if (c !== 0) return { winner: c > 0 ? "a" : "b", a, b, rerolls };
    if (rerolls >= MAX_CONTEST_REROLLS) return { winner: targetA >= targetB ? "a" : "b", a, b, rerolls };
  }
}
