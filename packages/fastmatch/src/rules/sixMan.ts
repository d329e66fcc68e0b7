/*
 * Team teamwork at the bell (FastMatch! 3.0, V.1 "Teamwork" and VI.2 "Six Man matches"): a tag team
 * pools the teamwork its members bought; a six-man team pools its six-man teamwork, plus two
 * thirds (rounded down) of the tag teamwork of a pair among the three; strategy points put into TEAM
 * add on. Singles has none. Docs: /fastmatch/rules#tag-teams-and-six-man-matches
 */

/** What a side brings to the bell, in the figures the teamwork rules read. */
export interface TeamworkSources {
  /** Each member's tag-team teamwork. */
  readonly tag: readonly number[];
  /** Each member's six-man teamwork. */
  readonly sixMan: readonly number[];
  /** The tag teamwork of a pair among the three (six-man only). */
  readonly pair: number;
  /** Strategy points placed on TEAM by the members. */
  readonly placed: number;
}

/** The side's teamwork at the bell. */
export function teamworkAtBell(kind: "singles" | "tag" | "six-man", t: TeamworkSources): number {
  if (kind === "singles") return 0;
  const bought = (kind === "tag" ? t.tag : t.sixMan).reduce((a, b) => a + b, 0);
  const pair = kind === "six-man" ? Math.floor((t.pair * 2) / 3) : 0;
  return bought + pair + t.placed;
}
