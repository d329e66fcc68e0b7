/**
 * The desperation move (RingMaster › Situations, text ¶36): +10% to the maneuver, and the man who
 * makes it takes 1d6 Stun for each Level of the maneuver, whether it lands or not; if he cannot
 * shake that Stun off before his opponent shakes off his, he does not keep Advantage.
 * Docs: `docs/ringmaster/rules.md#desperation`.
 */
import { d6, type DiceSource } from "@ringside/core";
import { roundsToRecover } from "./stun.js";

/** The Stun a desperation move of `level` costs the man who makes it: 1d6 a Level (¶36). */
export function desperationStun(dice: DiceSource, level: number): number {
  let stun = 0;
  for (let i = 0; i < level; i++) stun += d6(dice, "desperation Stun");
  return stun;
}

/**
 * Whether he keeps Advantage after a desperation move (¶36): only if he shakes off his Stun in no
 * more rounds than his opponent needs for his.
 *
 * @example
 * keepsAdvantage({ stun: 6, rec: 2 }, { stun: 4, rec: 2 }); // false: 3 rounds against 2
 */
export function keepsAdvantage(
  me: { readonly stun: number; readonly rec: number },
  them: { readonly stun: number; readonly rec: number },
): boolean {
  return roundsToRecover(me.stun, me.rec) <= roundsToRecover(them.stun, them.rec);
}
