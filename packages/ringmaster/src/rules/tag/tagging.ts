/**
 * Tagging (RingMaster › Tag teams, text ¶133–¶137): each team's partner waits on the apron at its
 * corner. A tag is positioning: the legal man stands in his corner or one of the two rope-side
 * squares beside it and spends 5 Action Points (¶134). The Lunge Tag is a maneuver, an AGI-1
 * Counter at −5% per Action Point he would need to reach a tagging square; when it works his
 * partner comes in with Advantage (¶135). The Blind and Fake Tags are Tricks: `blindFakeTag.ts`.
 * Which corner belongs to which team is Ringside's layout: red the north-west corner, blue the
 * south-east (the diagonal, as in the chapter's ring diagram).
 * Docs: `docs/ringmaster/tag.md#tagging`.
 */
import { distance, type Square } from "../ring.js";

/** Action Points of a tag (¶134). */
export const TAG_AP = 5;

/** The Lunge Tag's Counter: AGI, Level 1 (¶135). */
export const LUNGE_TAG = { class: "AGI", level: 1, perApShort: 5 } as const;

/** Each team's corner square inside the ropes (completion's layout). */
export const TEAM_CORNERS: Readonly<Record<"red" | "blue", Square>> = {
  red: { row: 2, col: 2 },
  blue: { row: 7, col: 7 },
};

/** The squares a tag can be made from: the corner and the two rope-side squares beside it (¶134). */
export function tagSquares(corner: Square): readonly Square[] {
  const dr = corner.row === 2 ? 1 : -1;
  const dc = corner.col === 2 ? 1 : -1;
  return [corner, { row: corner.row + dr, col: corner.col }, { row: corner.row, col: corner.col + dc }];
}

/** Whether a wrestler on `at` can tag his partner at `corner`. */
export function canTagFrom(at: Square, corner: Square): boolean {
  return tagSquares(corner).some((s) => s.row === at.row && s.col === at.col);
}

/** Action Points to walk from `at` to the nearest tagging square (1 a square, ¶62). */
export function apToTagSquare(at: Square, corner: Square): number {
  return Math.min(...tagSquares(corner).map((s) => distance(at, s)));
}

/**
 * The Lunge Tag's target: his AGI plus training, −5% per AP he would need to reach a tagging
 * square, and the match's Counter-use penalty (−5% each earlier Counter, ¶32).
 *
 * @example
 * lungeTagTarget(60, 0, 3, 1); // 60 − 15 − 5 = 40
 */
export function lungeTagTarget(agi: number, bonus: number, apShort: number, countersUsed: number): number {
  return agi + bonus - LUNGE_TAG.perApShort * Math.max(0, apShort) - 5 * countersUsed;
}
