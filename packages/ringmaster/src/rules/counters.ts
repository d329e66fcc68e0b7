/**
 * Counters and Reversals (RingMaster › Counters, text ¶82–¶85): declared after the attacker names his
 * maneuver, they turn the attack into a Contest of Maneuver Skills. Which Counter answers which
 * maneuver is Ringside's completion (`completion.md` › 8).
 * Docs: `docs/ringmaster/rules.md#counters-and-reversals`.
 */
import type { Counter } from "../data/counters.js";
import type { Maneuver } from "../data/maneuvers.js";
import { succeeded, type CheckResult } from "./attributeCheck.js";
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
