/**
 * Sidekick (Super Dice › Sidekick): a partner with 20 hits of its own and a copy of one of its
 * hero's powers (never Sidekick). The text does not say what it does each turn; we read it as a
 * second user of the copied power (once a turn, in the Action Phase, while it stands), and, with
 * the `sidekickShields` option (default), as the one who takes its hero's damage until its own
 * 20 hits are gone. Its hero chooses the copy when the Sidekick arrives, among his activated powers.
 */
import type { PowerId } from "../data/powerIds.js";
import { PLAYERS, type SuperDicePlayer, type SuperDiceState } from "../types.js";
import { borrowable } from "./powerUse.js";

/** Hits a new Sidekick has. */
export const SIDEKICK_HITS = 20;

/** The powers the hero's Sidekick may copy. */
export function copyChoices(state: SuperDiceState, p: SuperDicePlayer): PowerId[] {
  return borrowable(state.heroes[p].powers.filter((id) => id !== "sidekick"));
}

/** The hero who must still choose his Sidekick's copy, if any. */
export function copyPending(state: SuperDiceState): SuperDicePlayer | null {
  for (const p of PLAYERS) {
    const kick = state.heroes[p].sidekick;
    if (kick !== null && kick.copy === null && kick.hits > 0 && copyChoices(state, p).length > 0) return p;
  }
  return null;
}
