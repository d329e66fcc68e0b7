/**
 * Damage: the wrestler who lands a move takes as many energy markers from his victim as it has
 * stars. Only High Risk Attacks (and reversals of them) may take the last one.
 * Docs: /rasslefest/rules#damage.
 */
import { opponent, type Draft } from "../draft.js";
import type { RasslePlayer } from "../types.js";

/** Reports both energies (and what left the game) to the event sink. */
export function energyEvent(d: Draft): void {
  d.events?.push({
    type: "energy",
    energy: { a: d.energy.a, b: d.energy.b },
    removed: d.energyRemoved,
  });
}

/**
 * Moves up to `amount` energy from `from` to the other wrestler; only a play that `canZero` may
 * take the last point. Returns what moved.
 */
export function transfer(d: Draft, from: RasslePlayer, amount: number, canZero: boolean): number {
  const floor = canZero ? 0 : 1;
  const moved = Math.max(0, Math.min(amount, d.energy[from] - floor));
  d.energy[from] -= moved;
  d.energy[opponent(from)] += moved;
  return moved;
}
