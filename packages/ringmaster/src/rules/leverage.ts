/**
 * Leverage and restholds (RingMaster › Holds, text ¶38, ¶103). Leverage: after a hold is on, the
 * holder tries a SAV check each round until it works; from then on the hold rolls one more Basic
 * Die. (Its Referee Check is the match's, `match/referee.ts`.) A resthold: a Level I or II hold declared as one does −1 a
 * die, and the holder regains Intensity equal to his REC for each round he keeps it on.
 * Docs: `docs/ringmaster/rules.md#leverage-and-restholds`.
 */
import type { DiceSource } from "@ringside/core";
import { attributeCheck, type CheckResult } from "./attributeCheck.js";

/** Basic Dice Leverage adds to the hold's Force Code (¶38). */
export const LEVERAGE_DICE = 1;

/** The highest Level of a hold that may be a resthold (¶103). */
export const RESTHOLD_MAX_LEVEL = 2;

/** The Leverage SAV check. */
export function leverageCheck(dice: DiceSource, sav: number): CheckResult {
  return attributeCheck(dice, sav, "leverage (SAV)");
}

/** Intensity a resthold gives back this round: his REC, never above his starting Intensity less Impairment. */
export function restholdGain(rec: number, intensity: number, cap: number): number {
  return Math.max(0, Math.min(rec, cap - intensity));
}
