/**
 * Hits (Super Dice › Hits, Sidekick): a hero starts with 50 and is beaten at 0. Damage taken
 * goes to a standing Sidekick first when the `sidekickShields` option is on; paid hits (Internal
 * Reserves, Mystic Powers) always come from the hero.
 */
import type { SuperDicePlayer, SuperDiceState } from "../types.js";

/** The hero (or its Sidekick first) loses `n` hits of damage; returns what the hero itself lost. */
export function loseHits(state: SuperDiceState, p: SuperDicePlayer, n: number): number {
  let rest = Math.max(0, n);
  const hero = state.heroes[p];
  const kick = hero.sidekick;
  if (state.options.sidekickShields && kick !== null && kick.hits > 0) {
    const soaked = Math.min(kick.hits, rest);
    kick.hits -= soaked;
    rest -= soaked;
  }
  hero.hits = Math.max(0, hero.hits - rest);
  return rest;
}

/** The hero pays `n` hits for a power. */
export function payHits(state: SuperDiceState, p: SuperDicePlayer, n: number): void {
  state.heroes[p].hits -= n;
}

/** The hero regains up to `n` lost hits, never above its cap; returns what it regained. */
export function regainHits(state: SuperDiceState, p: SuperDicePlayer, n: number): number {
  const hero = state.heroes[p];
  const gained = Math.max(0, Math.min(n, hero.cap - hero.hits));
  hero.hits += gained;
  return gained;
}
