/**
 * Breaking up pins (RingMaster › Tag teams, text ¶138–¶139): a partner may stop a pin on his team
 * mate with an attack, at −5% per Action Point he needs beyond his SPD to reach the pin's square.
 * If it lands the referee stops counting, warns the newcomer at once and argues with him until he
 * leaves the ring (distracted meanwhile). The other team's partner may come in to block, after a
 * successful SAV check, as a Reversal of the save (a Contest of Maneuver Skills, ¶84).
 * Docs: `docs/ringmaster/tag.md#breaking-up-pins`.
 */
import type { DiceSource } from "@ringside/core";
import { attributeCheck, succeeded, type CheckResult } from "../attributeCheck.js";
import { compareChecks } from "../contest.js";
import { distance, type Square } from "../ring.js";

/** The save's penalty per AP beyond his SPD (¶138). */
export const SAVE_PENALTY_PER_AP = 5;

/** AP a partner on the apron at `from` needs to reach the pin at `pin` (1 a square, ¶62). */
export function apToReach(from: Square, pin: Square): number {
  return distance(from, pin);
}

/**
 * The save's modifier: −5% per AP needed beyond his SPD.
 *
 * @example
 * saveModifier(7, 5); // −10
 */
export function saveModifier(apNeeded: number, spd: number): number {
  return apNeeded > spd ? -SAVE_PENALTY_PER_AP * (apNeeded - spd) : 0;
}

/** The opposing partner who may block the save. */
export interface Blocker {
  /** His SAV, to see the save coming and get in (¶139). */
  readonly sav: number;
  /** The Maneuver Skill of the maneuver he reverses the save into (¶139, ¶84). */
  readonly skill: number;
}

/** The outcome of a save attempt. */
export interface SaveResult {
  /** The saver's attack check (as a plain attack, or his side of the Reversal Contest). */
  readonly attack: CheckResult;
  /** The blocker's SAV check to come in, when there is a blocker. */
  readonly entry: CheckResult | null;
  /** The blocker's Reversal check, when he came in. */
  readonly block: CheckResult | null;
  /** The pin is broken up. */
  readonly saved: boolean;
  /** The blocker reversed the save. */
  readonly blocked: boolean;
}

/**
 * Resolves a save: the blocker (if any) first checks SAV to get in; if he does, the save and his
 * block are a Contest (a Reversal of the save); otherwise the save is a plain attack roll.
 *
 * @example
 * resolveSave(dice, 60 + saveModifier(7, 5), { sav: 55, skill: 60 });
 */
export function resolveSave(dice: DiceSource, saveTarget: number, blocker: Blocker | null): SaveResult {
  const entry = blocker === null ? null : attributeCheck(dice, blocker.sav, "partner comes in to block");
  if (blocker !== null && entry !== null && succeeded(entry.grade)) {
    const attack = attributeCheck(dice, saveTarget, "save");
    const block = attributeCheck(dice, blocker.skill, "block");
    const c = compareChecks(attack, block);
    const blocked = c < 0 && succeeded(block.grade);
    return { attack, entry, block, saved: !blocked && c > 0 && succeeded(attack.grade), blocked };
  }
  const attack = attributeCheck(dice, saveTarget, "save");
  return { attack, entry, block: null, saved: succeeded(attack.grade), blocked: false };
}
