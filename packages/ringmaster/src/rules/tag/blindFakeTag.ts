/**
 * The Blind Tag and the Fake Tag (RingMaster › Tag teams, text ¶136–¶137), both Tricks: each use
 * is −5% on the next use of the same Trick for the rest of the card (¶32). The Blind Tag is a SAV
 * Trick rolled with a normal tag; made, the opponent must make a SAV check to realise the tag
 * happened. The Fake Tag is a SAV-II Trick: the referee believes a tag that never happened unless
 * his check sees through it; it is not illegal but costs Prestige as an illegal maneuver would.
 * Docs: `docs/ringmaster/tag.md#blind-and-fake-tags`.
 */
import { attackTargetValue } from "../attackCheck.js";

/** The Blind Tag's Trick: SAV, Level 1 (completion: the text gives the Class only). */
export const BLIND_TAG = { name: "Blind Tag", class: "SAV", level: 1 } as const;

/** The Fake Tag's Trick: SAV, Level 2 (¶137). */
export const FAKE_TAG = { name: "Fake Tag", class: "SAV", level: 2 } as const;

/** Prestige a Fake Tag costs, as an illegal maneuver seen would (¶137; the −1 is the completion's). */
export const FAKE_TAG_PRESTIGE = -1;

/** What a Trick's roll is made of. */
export interface TrickRoll {
  /** The trickster's SAV. */
  readonly sav: number;
  /** Earlier uses of this Trick on the card, this match included (−5% each, ¶32). */
  readonly uses: number;
  /** Action Points the round is short (−5% each, completion). */
  readonly apShort: number;
  /** The opponent's wear-down Level (a Level II Trick is −10% on a Fresh man, ¶37). */
  readonly defenderLevel: 1 | 2 | 3 | 4;
}

/**
 * The Blind Tag's target (¶136).
 *
 * @example
 * blindTagTarget({ sav: 60, uses: 1, apShort: 0, defenderLevel: 1 }); // 55
 */
export function blindTagTarget(r: TrickRoll): number {
  return attackTargetValue({
    skill: r.sav,
    level: BLIND_TAG.level,
    defenderLevel: r.defenderLevel,
    trickUses: r.uses,
    apShort: r.apShort,
  });
}

/**
 * The Fake Tag's target (¶137).
 *
 * @example
 * fakeTagTarget({ sav: 60, uses: 0, apShort: 0, defenderLevel: 1 }); // 50: a Level II Trick on a Fresh man
 */
export function fakeTagTarget(r: TrickRoll): number {
  return attackTargetValue({
    skill: r.sav,
    level: FAKE_TAG.level,
    defenderLevel: r.defenderLevel,
    trickUses: r.uses,
    apShort: r.apShort,
  });
}

/** Whether the opponent knows of a Blind Tag (¶136): a missed Trick, or his SAV check made. */
export function blindTagNoticed(trickMade: boolean, opponentSaw: boolean): boolean {
  return !trickMade || opponentSaw;
}

/** Whether a Fake Tag happens (¶137): the Trick made and the referee fooled. */
export function fakeTagMade(trickMade: boolean, refereeSaw: boolean): boolean {
  return trickMade && !refereeSaw;
}
