/**
 * Advantage at the start (RingMaster › Advantage, text ¶13–¶18): a SAV Contest at the bell; the
 * collar-elbow tie-up (each side's higher of STR and TEC); the test of strength (STR only, +10 for
 * the taller); the ambush before the bell (Advantage without a roll, first attack Unopposed; its
 * warning and Turnover are the match's, `match/referee.ts` and `match/turnovers.ts`).
 * Docs: `docs/ringmaster/rules.md#advantage`.
 */
import type { DiceSource } from "@ringside/core";
import type { Attribute } from "../data/attributes.js";
import { contest, type ContestResult } from "./contest.js";

/** What the opening rules read of a wrestler. */
export interface OpeningWrestler {
  /** His attributes. */
  readonly attributes: Readonly<Record<Attribute, number>>;
  /** Height in inches. */
  readonly height: number;
}

/** How a match starts. */
export type Opening = "bell" | "tie-up" | "test-of-strength";

/** The opening contest's targets for each side. */
export function openingTargets(
  opening: Opening,
  a: OpeningWrestler,
  b: OpeningWrestler,
): readonly [number, number] {
  switch (opening) {
    case "bell":
      return [a.attributes.SAV, b.attributes.SAV];
    case "tie-up":
      return [Math.max(a.attributes.STR, a.attributes.TEC), Math.max(b.attributes.STR, b.attributes.TEC)];
    case "test-of-strength":
      return [
        a.attributes.STR + (a.height > b.height ? 10 : 0),
        b.attributes.STR + (b.height > a.height ? 10 : 0),
      ];
  }
}

/**
 * Rolls the opening Contest; the winner takes Advantage.
 *
 * @example
 * openingContest(dice, "tie-up", red, blue).winner; // "a" or "b"
 */
export function openingContest(
  dice: DiceSource,
  opening: Opening,
  a: OpeningWrestler,
  b: OpeningWrestler,
): ContestResult {
  const [ta, tb] = openingTargets(opening, a, b);
  return contest(dice, ta, tb, opening === "bell" ? "opening SAV" : opening);
}
