/**
 * Rules › The Result: Wear Down, Resistance, Reversal (docs/powerhouses/rules.md#the-match).
 *
 * The totals are compared once the defender's roll ends: a higher attack wears the defender down
 * (one die lost, same attacker), equal totals are a Resistance (nothing lost, same attacker), a
 * higher defence is a Reversal (nothing lost, the defender attacks next).
 */

/** What an exchange comes to. */
export type ExchangeResult = "wear-down" | "resistance" | "reversal";

/** The result of an exchange from the two announced totals. */
export function exchangeResult(attackTotal: number, defenceTotal: number): ExchangeResult {
  if (defenceTotal > attackTotal) return "reversal";
  if (defenceTotal === attackTotal) return "resistance";
  return "wear-down";
}
