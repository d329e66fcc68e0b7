/*
 * Damage to an attribute (FastMatch! 3.0, II.3.A "Types of actions" and III.4 outside the ring):
 * the loser's target drops by the chart's points, never below 0, TEC never below half its start,
 * WEI never; teamwork is a target in team matches; damage to an attribute already at 0 calls for
 * an injury roll (./injuries.ts). Docs: /fastmatch/rules#resolving-a-round
 */
import type { Target } from "../data/attributes.js";
import { emit, SIDE_NAMES, type RoundContext, type WorkWrestler } from "./context.js";
import { injuryRoll } from "./injuries.js";

/** Outside the ring every blow that does damage does one point more (a 0-damage row stays 0). */
export function damageOutside(amount: number, outside: boolean): number {
  return amount > 0 && outside ? amount + 1 : amount;
}

/** An attribute after `amount` points of damage: not below 0, and TEC not below its floor. */
export function reduced(before: number, amount: number, floor: number): number {
  return Math.max(Math.min(before, floor), before - amount);
}

/**
 * Deals damage to a wrestler's target (or his side's teamwork); returns true when it caused an
 * injury. No damage (a 0 row) does nothing at all.
 */
export function dealDamage(
  ctx: RoundContext,
  victimSide: 0 | 1,
  victim: WorkWrestler,
  target: Target,
  amount: number,
  attacker: WorkWrestler,
): boolean {
  if (amount <= 0) return false;
  const round = ctx.match.round;
  const side = ctx.match.sides[victimSide];
  if (target === "TEAM") {
    const before = side.teamwork;
    side.teamwork = reduced(before, amount, 0);
    if (ctx.events !== null)
      emit(ctx, {
        type: "damage",
        round,
        side: SIDE_NAMES[victimSide],
        wrestler: side.name,
        target,
        amount,
        before,
        after: side.teamwork,
      });
    return false;
  }
  const before = victim.now[target];
  const after = reduced(before, amount, target === "TEC" ? victim.tecFloor : 0);
  victim.now[target] = after;
  if (ctx.events !== null)
    emit(ctx, {
      type: "damage",
      round,
      side: SIDE_NAMES[victimSide],
      wrestler: victim.name,
      target,
      amount,
      before,
      after,
    });
  return before === 0 && injuryRoll(ctx, victim, target, amount, attacker);
}
