/*
 * Finishers (FastMatch! 3.0, I.3): each finisher use costs 2 CGP; a wrestler gets one use at most
 * for every ten rounds of the match and never more often than once per ten rounds gone by (one use
 * in rounds 1–10, two by round 20…), nor more often than bought. A team names the member using it.
 * It adds +2 to a pin or submission roll it leads to (III.3). Docs: /fastmatch/rules#building-a-character
 */
import type { Problems } from "@ringside/core";

const RULE = "FastMatch! › Finisher";

/** How many finisher uses rounds 1..`round` allow: one per ten rounds gone by, started ones included. */
export function finisherUsesBy(round: number): number {
  return Math.ceil(round / 10);
}

/**
 * Counts finisher uses over a list of round actions and reports each use past the limits: the
 * rounds gone by, and the uses `bought` by the wrestler named (undefined: unknown). `finishers[i]`
 * is who uses one in round `i + 1` (null: nobody; "": the singles wrestler, not yet named).
 */
export function finisherLimitProblems(
  finishers: readonly (string | null)[],
  bought: (name: string) => number | undefined,
  path: string,
  problems: Problems,
): void {
  const uses = new Map<string, number>();
  finishers.forEach((finisher, i) => {
    if (finisher === null) return;
    const used = (uses.get(finisher) ?? 0) + 1;
    uses.set(finisher, used);
    const round = i + 1;
    const allowed = finisherUsesBy(round);
    const name = finisher === "" ? "the wrestler" : finisher;
    const at = `${path}[${i}].finisher`;
    if (used > allowed)
      problems.add(
        at,
        `${name}'s finisher use ${used} by round ${round}: at most one per ten rounds gone by (${allowed} so far)`,
        RULE,
      );
    const has = bought(finisher);
    if (has !== undefined && used > has)
      problems.add(
        at,
        `${name} bought ${has} finisher use${has === 1 ? "" : "s"}, this is use ${used}`,
        RULE,
      );
  });
}

/**
 * Who uses the finisher a round action calls for: `true` is the side's only wrestler with one
 * ("" when the wrestlers are unknown), a name must be a wrestler of the side who bought one.
 * Returns null (and adds a problem at `path`) when nobody can.
 */
export function finisherUser(
  called: true | string,
  wrestlers: readonly { readonly name: string; readonly finishers: number }[] | null,
  path: string,
  problems: Problems,
): string | null {
  if (called === true) {
    if (wrestlers === null) return "";
    const holders = wrestlers.filter((w) => w.finishers > 0);
    const [only] = holders;
    if (holders.length === 1 && only !== undefined) return only.name;
    problems.add(
      path,
      holders.length === 0
        ? "nobody here has bought a finisher"
        : "several wrestlers have finishers: name the one who uses it",
      RULE,
    );
    return null;
  }
  if (wrestlers === null) return called;
  const who = wrestlers.find((w) => w.name === called);
  if (who === undefined) problems.add(path, `"${called}" is not a wrestler of this side`, RULE);
  else if (who.finishers === 0) problems.add(path, `${who.name} has not bought a finisher`, RULE);
  else return called;
  return null;
}
