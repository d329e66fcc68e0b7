/**
 * Selection of the style list (BlitzMatch › II.1, III.1.a): every side ADDs two different styles
 * and DISCARDs one; all ADDs go in one list, and each DISCARD takes out one matching entry if the
 * list holds one (else it is wasted). The same style ADDed by two sides stays twice. TeamWork (and
 * a federation's TeamWork-like attributes) is on the list by itself in matches where it applies
 * (III.1.b) and may be DISCARDed, never ADDed. Docs: /blitzmatch/rules#the-style-list.
 *
 * @module
 */
import type { BlitzMatchStyle, DiscardName } from "../types.js";

/** One entry of the final list: a style, TeamWork or a TeamWork-like attribute. */
export type StyleEntry = BlitzMatchStyle | "teamWork" | (string & {});

/** What one side submits for the list. */
export interface StylePicks {
  readonly add: readonly [BlitzMatchStyle, BlitzMatchStyle];
  readonly discard: DiscardName;
}

/** The final list and which DISCARDs hit and which were wasted, by side index. */
export interface StyleListResult {
  readonly list: readonly StyleEntry[];
  /** For each side: true when its DISCARD took an entry out, false when it was wasted. */
  readonly discardHit: readonly boolean[];
}

/**
 * Builds the final style list: the sides' ADDs in order (then the TeamWork-like attributes that
 * apply), less one entry per matching DISCARD, DISCARDs taken in side order, each removing the
 * last matching entry still on the list.
 *
 * @example
 * ```ts
 * styleList([
 *   { add: ["power", "highFlying"], discard: "cheating" },
 *   { add: ["cheating", "power"], discard: "brawling" },
 * ]).list; // ["power", "highFlying", "power"]
 * ```
 */
export function styleList(picks: readonly StylePicks[], teamWork: readonly string[] = []): StyleListResult {
  const list: StyleEntry[] = [];
  for (const p of picks) list.push(p.add[0], p.add[1]);
  for (const t of teamWork) list.push(t);
  const discardHit = picks.map((p) => {
    const at = list.lastIndexOf(p.discard);
    if (at < 0) return false;
    list.splice(at, 1);
    return true;
  });
  return { list, discardHit };
}
