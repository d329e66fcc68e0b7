/**
 * The fight a man has left (Ringside's completion, `completion.md` › 10, the pin and the hold
 * round): a bonus or penalty by his wear-down Level on every check he makes to break a pin or a
 * hold. The chapter's pin gives three chances and its Finisher takes two of them away from a Winded
 * man (¶87), which only matters if three chances usually save a man who is not worn down and one
 * chance often does not; this table is what makes that so.
 * Docs: `docs/ringmaster/completion.md#_10-the-round-the-attack-and-the-finishes-the-lost-lists`.
 */
import type { WearDownLevel } from "../data/attributes.js";

/**
 * The fight left at each Level: +50% Fresh, +40% Winded, +25% Hurting, none Spent (completion).
 *
 * @example
 * FIGHT_LEFT[2]; // 40: a Winded STA 55 man kicks out at 95% before Stun and a hooked leg
 */
export const FIGHT_LEFT: Readonly<Record<WearDownLevel, number>> = { 1: 50, 2: 40, 3: 25, 4: 0 };

/** The fight-left modifier of a man at `level` (completion). */
export function fightLeft(level: WearDownLevel): number {
  return FIGHT_LEFT[level];
}
