/**
 * The outcome of an attack (RingMaster › The attack, text ¶74–¶81): the attacker's check, and when
 * it fails the defender's answering attempt; Standoff, collision (double Botch), telegraphed Botch,
 * Ace, high-risk failure.
 * Docs: `docs/ringmaster/rules.md#outcomes`.
 */
import { succeeded, type CheckResult } from "./attributeCheck.js";

/** How an attack round came out. */
export type AttackOutcome =
  /** The attacker's maneuver is performed (an Ace: +1 a die and Injuring, ¶78). */
  | { readonly kind: "hit"; readonly ace: boolean }
  /** The attacker failed, the defender's answer is performed; he has Advantage (¶74). */
  | { readonly kind: "answered"; readonly ace: boolean; readonly telegraphed: boolean }
  /** Both failed: the rolls are ignored, the round is a second longer (¶75). `keeps` has Advantage. */
  | { readonly kind: "standoff"; readonly keeps: "attacker" | "defender" }
  /** The attacker failed and the defender Botched his answer: the attacker keeps Advantage, +10% next (¶77). */
  | { readonly kind: "defender-telegraphed" }
  /** Both Botched: a collision; each takes a Slam die, the first up has Advantage (¶76). */
  | { readonly kind: "collision" }
  /** A high-risk maneuver failed: the attacker takes a Slam die and loses Advantage (¶81); a Botch also telegraphs. */
  | { readonly kind: "crash"; readonly telegraphed: boolean };

/** Whether the defender answers: only when the attacker failed a maneuver that is not high risk and the defender can act. */
export function defenderAnswers(attack: CheckResult, highRisk: boolean, defenderHelpless: boolean): boolean {
  return !succeeded(attack.grade) && !highRisk && !defenderHelpless;
}

/**
 * Resolves the round from the attacker's check and, when he answered, the defender's.
 *
 * @example
 * attackOutcome(gradeCheck(97, 50), gradeCheck(98, 50), false); // { kind: "collision" }
 */
export function attackOutcome(
  attack: CheckResult,
  answer: CheckResult | undefined,
  highRisk: boolean,
): AttackOutcome {
  if (succeeded(attack.grade)) return { kind: "hit", ace: attack.grade === "ace" };
  const botched = attack.grade === "botch";
  if (highRisk) return { kind: "crash", telegraphed: botched };
  if (answer === undefined) return { kind: "standoff", keeps: botched ? "defender" : "attacker" };
  if (botched && answer.grade === "botch") return { kind: "collision" };
  if (succeeded(answer.grade)) return { kind: "answered", ace: answer.grade === "ace", telegraphed: botched };
  if (answer.grade === "botch") return { kind: "defender-telegraphed" };
  return { kind: "standoff", keeps: botched ? "defender" : "attacker" };
}

/** Who is up first after a collision: fewer rounds to shake off his Stun; a tie goes to the Contest the caller rolls. */
export function firstUp(roundsA: number, roundsB: number): "a" | "b" | "tie" {
  return roundsA < roundsB ? "a" : roundsB < roundsA ? "b" : "tie";
}
