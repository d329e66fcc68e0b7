/**
 * Counters and Reversals (RingMaster › Counters, text ¶82–¶85): declared after the attacker names his
 * maneuver, they turn the attack into a Contest of Maneuver Skills. Which Counter answers which
 * maneuver is Ringside's completion (`completion.md` › 8).
 * Docs: `docs/ringmaster/rules.md#counters-and-reversals`.
 */
import type { Counter } from "../data/counters.js";
import type { Maneuver } from "../data/maneuvers.js";
import type { DiceSource } from "@ringside/core";
import { attributeCheck, succeeded, type CheckResult } from "./attributeCheck.js";
import { compareChecks } from "./contest.js";

/** Whether a Counter can answer this maneuver against a defender who is (or is not) on the mat. */
export function counterApplies(counter: Counter, maneuver: Maneuver, defenderFallen: boolean): boolean {
  if (counter.onlyFallen === true && !defenderFallen) return false;
  return counter.against.some((t) => maneuver.tags.includes(t));
}

/**
 * The result of the Contest between the attack and the Counter: the Counter works when the
 * defender wins with a success; the attack lands when the attacker wins with a success; otherwise
 * a Standoff (completion §8).
 */
export function counterContest(
  attack: CheckResult,
  counter: CheckResult,
): "countered" | "attack" | "standoff" {
  const c = compareChecks(attack, counter);
  if (c < 0 && succeeded(counter.grade)) return "countered";
  if (c > 0 && succeeded(attack.grade)) return "attack";
  return "standoff";
}

/** Re-rolls of identical results are capped so no dice source can loop a Counter forever (then a Standoff). */
export const MAX_COUNTER_REROLLS = 20;

/**
 * Rolls the Contest of a Counter or Reversal (¶82–¶83 with the Contest of ¶7–¶8): the attack's check
 * and the Counter's; identical results (same grade and margin) are rolled again.
 *
 * @example
 * counterRolls(dice, 60, 55, "Punch (red)", "Duck (blue)").result; // "attack", "countered" or "standoff"
 */
export function counterRolls(
  dice: DiceSource,
  attackTarget: number,
  counterTarget: number,
  attackLabel: string,
  counterLabel: string,
): {
  readonly attack: CheckResult;
  readonly counter: CheckResult;
  readonly result: "countered" | "attack" | "standoff";
} {
  for (let rerolls = 0; ; rerolls++) {
    const attack = attributeCheck(dice, attackTarget, attackLabel);
    const counter = attributeCheck(dice, counterTarget, counterLabel);
    if (compareChecks(attack, counter) !== 0 || rerolls >= MAX_COUNTER_REROLLS)
      return { attack, counter, result: counterContest(attack, counter) };
  }
}
