/**
 * Completion › Wrestler creation (docs/ringmaster/completion.md#_3-wrestler-creation).
 *
 * A sheet of the right shape must also be one the creation rules can build: its Arsenal holds only
 * known maneuvers and Counters, each once, at least one maneuver, and the Finisher (a maneuver of
 * Level 3 or more); Merits and Flaws appear once each, two of either at most; hidden objects are
 * starred ones. Under a point budget, attributes plus Merits (less Flaws) stay within it, a new
 * wrestler's attributes within the creation maximum, and training bonuses within the training points.
 */
import type { Problems } from "@ringside/core";
import { foreignObjectByName } from "../data/foreignObjects.js";
import { ATTRIBUTES } from "../data/attributes.js";
import { counterByName } from "../data/counters.js";
import {
  CREATION_MAX,
  FINISHER_MIN_LEVEL,
  MAX_MERITS,
  MERIT_COST,
  MERITS_AND_FLAWS,
  TRAINING_POINTS,
} from "../data/creation.js";
import { resolveManeuver } from "../data/flags.js";
import { DEFAULT_RINGMASTER_OPTIONS, type RingMasterWrestler } from "../config.js";

/** Name check of an Arsenal entry: a catalogue maneuver (Flags allowed) or a Counter. */
function knownManeuver(name: string): boolean {
  return resolveManeuver(name) !== undefined || counterByName(name) !== undefined;
}

/** Adds the creation rules' problems of one sheet (it passed the schema). */
export function checkWrestler(
  w: RingMasterWrestler,
  path: string,
  budget: number | null,
  problems: Problems,
): void {
  const rule = "RingMaster › Completion › The Arsenal";
  const seen = new Set<string>();
  (w.concealed ?? []).forEach((name, i) => {
    if (foreignObjectByName(name)?.concealable !== true)
      problems.add(
        `${path}.concealed.${String(i)}`,
        `"${name}" is not a starred (concealable) object of the foreign-object table`,
        "RingMaster › Foreign objects (¶43)",
      );
  });
  w.arsenal.forEach((e, i) => {
    if (!knownManeuver(e.maneuver))
      problems.add(`${path}.arsenal.${String(i)}.maneuver`, `"${e.maneuver}" is not in the catalogue`, rule);
    if (seen.has(e.maneuver))
      problems.add(`${path}.arsenal.${String(i)}.maneuver`, `"${e.maneuver}" is listed twice`, rule);
    seen.add(e.maneuver);
  });
  const fin = w.arsenal.find((e) => e.maneuver === w.finisher);
  const finM = resolveManeuver(w.finisher);
  if (fin === undefined) problems.add(`${path}.finisher`, "the Finisher must be in the Arsenal", rule);
  else if (finM === undefined)
    problems.add(`${path}.finisher`, "the Finisher must be a maneuver, not a Counter", rule);
  else if (finM.level < FINISHER_MIN_LEVEL)
    problems.add(
      `${path}.finisher`,
      `the Finisher must be Level ${String(FINISHER_MIN_LEVEL)} or more`,
      rule,
    );
  if (!w.arsenal.some((e) => resolveManeuver(e.maneuver) !== undefined))
    problems.add(`${path}.arsenal`, "the Arsenal needs at least one maneuver", rule);
  const mRule = "RingMaster › Completion › Merits and Flaws";
  if (new Set(w.merits).size !== w.merits.length)
    problems.add(`${path}.merits`, "a Merit or Flaw is listed twice", mRule);
  const merits = w.merits.filter((m) => MERITS_AND_FLAWS[m].kind === "merit").length;
  const flaws = w.merits.length - merits;
  if (merits > MAX_MERITS) problems.add(`${path}.merits`, `at most ${String(MAX_MERITS)} Merits`, mRule);
  if (flaws > MAX_MERITS) problems.add(`${path}.merits`, `at most ${String(MAX_MERITS)} Flaws`, mRule);
  if (budget !== null) {
    const total = ATTRIBUTES.reduce((s, a) => s + w.attributes[a], 0) + MERIT_COST * (merits - flaws);
    if (total > budget)
      problems.add(
        `${path}.attributes`,
        `attributes and Merits cost ${String(total)} points, more than the budget of ${String(budget)}`,
        "RingMaster › Completion › Point-buy",
      );
    // A new wrestler (the standard budget or less) has no attribute above 80; veterans, on a larger
    // budget, may reach 100 (completion › Point-buy).
    if (budget <= (DEFAULT_RINGMASTER_OPTIONS.pointBudget ?? 0))
      for (const a of ATTRIBUTES)
        if (w.attributes[a] > CREATION_MAX)
          problems.add(
            `${path}.attributes.${a}`,
            `${String(w.attributes[a])} is above ${String(CREATION_MAX)}, the most a new wrestler may have (a veteran's larger pointBudget allows up to 100)`,
            "RingMaster › Completion › Point-buy",
          );
    const training = w.arsenal.reduce((s, e) => s + e.bonus, 0);
    if (training > TRAINING_POINTS)
      problems.add(
        `${path}.arsenal`,
        `training bonuses total ${String(training)}, more than ${String(TRAINING_POINTS)}`,
        "RingMaster › Completion › Training",
      );
  }
}
