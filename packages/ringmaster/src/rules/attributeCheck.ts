/**
 * Attribute Checks (RingMaster › The Attribute Check, text ¶2–¶6): d100 read from two d10, at or
 * under the attribute succeeds; a natural 01–05 is an Ace, 96–00 a Botch.
 * Docs: `docs/ringmaster/rules.md#attribute-checks`.
 */
import { readPercentile, rollPercentile, type DiceSource } from "@ringside/core";

/** The four grades of a check, best first: Ace > success > failure > Botch (¶8). */
export type CheckGrade = "ace" | "success" | "failure" | "botch";

/** Rank of a grade for Contests (higher is better). */
export const GRADE_RANK: Readonly<Record<CheckGrade, number>> = { ace: 3, success: 2, failure: 1, botch: 0 };

/** One Attribute Check: the roll, the target it was made against, and how it came out. */
export interface CheckResult {
  /** The d100 roll, 1–100. */
  readonly roll: number;
  /** The modified attribute rolled against. */
  readonly target: number;
  /** Its grade. */
  readonly grade: CheckGrade;
  /** target − roll: by how much it succeeded (≥ 0) or failed (< 0). */
  readonly margin: number;
}

/** Whether a grade is a success (an Ace is one). */
export function succeeded(grade: CheckGrade): boolean {
  return grade === "ace" || grade === "success";
}

/**
 * Grades a natural roll against a target. A natural 01–05 is an Ace and 96–100 a Botch whatever
 * the target (interpretation: the natural reading wins over the target, so an Ace always succeeds
 * and a Botch always fails).
 *
 * @example
 * gradeCheck(62, 70); // { roll: 62, target: 70, grade: "success", margin: 8 }
 */
export function gradeCheck(roll: number, target: number): CheckResult {
  const grade: CheckGrade = roll <= 5 ? "ace" : roll >= 96 ? "botch" : roll <= target ? "success" : "failure";
  return { roll, target, grade, margin: target - roll };
}

/** Reads a d100 from the tens and ones d10 faces (0–9): a tens "0" is ignored, "00" is 100 (¶4). */
export function readD100(tens: number, ones: number): number {
  return readPercentile(tens, ones).value;
}

/** Rolls an Attribute Check against `target` (two d10, labelled). */
export function attributeCheck(dice: DiceSource, target: number, label: string): CheckResult {
  return gradeCheck(rollPercentile(dice, label).value, target);
}

/** Of two checks, the more advantageous (a helpless defender lets the attacker roll twice, ¶79–¶80). */
export function better(a: CheckResult, b: CheckResult): CheckResult {
  const ra = GRADE_RANK[a.grade];
  const rb = GRADE_RANK[b.grade];
  if (ra !== rb) return ra > rb ? a : b;
  return a.margin >= b.margin ? a : b;
}

/** Rolls twice and keeps the better (the helpless-defender rule, ¶80). */
export function attributeCheckTwice(dice: DiceSource, target: number, label: string): CheckResult {
  return better(attributeCheck(dice, target, `${label} (1)`), attributeCheck(dice, target, `${label} (2)`));
}
