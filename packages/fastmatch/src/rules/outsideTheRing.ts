/*
 * Out of the ring (FastMatch! 3.0, II.3.A "Out of the Ring" and III.4): a winning Out of the Ring
 * action at 3 or more lets both roll 3d6, the winner higher takes the next round outside; outside,
 * a pin or submission chance becomes a count-out check: 2d6 at least 2 over the wrestler's END+SPD
 * counts him out. Docs: /fastmatch/rules#resolving-a-round
 */
import { emit, rollD6s, type RoundContext, type WorkWrestler } from "./context.js";

/** The 2d6 total that counts a wrestler out: his END + SPD, plus 2. */
export function countOutNeeds(end: number, spd: number): number {
  return end + spd + 2;
}

/** Rolls a count-out check for a wrestler; true when he is counted out. */
export function countOutCheck(ctx: RoundContext, w: WorkWrestler): boolean {
  const needs = countOutNeeds(w.now.END, w.now.SPD);
  const roll = rollD6s(ctx, 2, "count-out check for", w.name);
  const countedOut = roll >= needs;
  if (ctx.events !== null)
    emit(ctx, { type: "count-out", round: ctx.match.round, wrestler: w.name, roll, needs, countedOut });
  return countedOut;
}

/**
 * After a winning Out of the Ring row: both roll 3d6 and the next round is outside only if the
 * round's winner rolls higher. `winner` is 0 for the challenger's wrestler, 1 for the defender's.
 */
export function contestRingExit(
  ctx: RoundContext,
  winner: 0 | 1,
  attacker: WorkWrestler,
  defender: WorkWrestler,
): void {
  const r0 = rollD6s(ctx, 3, "ring-exit roll for", attacker.name);
  const r1 = rollD6s(ctx, 3, "ring-exit roll for", defender.name);
  ctx.match.outside = r0 > r1;
  if (ctx.events !== null)
    emit(ctx, {
      type: "out-contest",
      round: ctx.match.round,
      rolls: winner === 0 ? [r0, r1] : [r1, r0],
      goesOut: ctx.match.outside,
    });
}
