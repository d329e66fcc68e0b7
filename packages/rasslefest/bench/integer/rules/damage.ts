/**
 * Damage: the wrestler who lands a move takes as many energy markers from his victim as it has
 * stars. Only High Risk Attacks (and reversals of them) may take the last one.
 * Docs: /rasslefest/rules#damage.
 */
import type { Draft } from "../draft.js";

/** Reports both energies (and what left the game) to the event sink. */
export function energyEvent(d: Draft): void {
  d.events?.push({ type: "energy", energy: { a: d.e0, b: d.e1 }, removed: d.energyRemoved });
}

/**
 * Moves up to `amount` energy from `from` to the other wrestler; only a play that `canZero` may
 * take the last point. Returns what moved.
 */
export function transfer(d: Draft, from: number, amount: number, canZero: boolean): number {
  const floor = canZero ? 0 : 1;
  const moved = Math.max(0, Math.min(amount, d.en(from) - floor));
  d.addEn(from, -moved);
  d.addEn(1 - from, moved);
  return moved;
}
