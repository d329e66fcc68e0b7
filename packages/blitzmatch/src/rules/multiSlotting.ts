/**
 * Multi-Slotting (BlitzMatch › I.3): a combined slot (a tag team of wrestlers who also wrestle
 * alone) keeps each score between its members' lowest and highest, its TeamWork (and every
 * TeamWork-like attribute) is the lowest of the members', and every slot, members and combination,
 * must be legal built alone. A dedicated team with no member sheets is checked alone.
 * Docs: /blitzmatch/rules#multi-slotting.
 *
 * @module
 */
import type { Problems } from "@ringside/core";
import {
  DEFAULT_BLITZMATCH_OPTIONS,
  SLOT_ATTRIBUTES,
  type BlitzMatchOptions,
  type BlitzMatchSlot,
} from "../types.js";
import { RULE } from "./ruleNames.js";
import { attributeName, checkSlotBuild } from "./slotBuilding.js";

/** True for TeamWork and the federation's TeamWork-like attributes (combined as the lowest). */
export function isTeamWorkLike(attribute: string): boolean {
  return attribute === "teamWork" || !(SLOT_ATTRIBUTES as readonly string[]).includes(attribute);
}

/** Every scored attribute of a slot with its score, custom ones included. */
export function scoresOf(slot: BlitzMatchSlot): ReadonlyMap<string, number> {
  const scores = new Map<string, number>();
  for (const a of SLOT_ATTRIBUTES) scores.set(a, slot[a]);
  for (const [name, score] of Object.entries(slot.custom ?? {})) scores.set(name, score);
  return scores;
}

/** The scores a combined slot may take for one attribute, given its members. */
export interface AllowedRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The range a combined slot's score must lie in (I.3): between the members' lowest and highest;
 * exactly the lowest for TeamWork-like attributes.
 */
export function combinedRange(attribute: string, memberScores: readonly number[]): AllowedRange {
  const min = Math.min(...memberScores);
  const max = Math.max(...memberScores);
  return isTeamWorkLike(attribute) ? { min, max: min } : { min, max };
}

/**
 * Read backwards (I.4's "Must Have" column): the range an unbuilt member's score must lie in so
 * that a combined score `combined` stays legal, given the other members' scores.
 *
 * @example
 * ```ts
 * memberRange("highFlying", 3, [1]); // { min: 3, max: 10 }: the other Bean needs 3 or more
 * ```
 */
export function memberRange(
  attribute: string,
  combined: number,
  others: readonly number[],
  scale: AllowedRange = { min: 1, max: 10 },
): AllowedRange | null {
  const lo = Math.min(...others);
  const hi = Math.max(...others);
  if (isTeamWorkLike(attribute)) {
    if (lo < combined) return null;
    return lo === combined ? { min: combined, max: scale.max } : { min: combined, max: combined };
  }
  const min = hi < combined ? combined : scale.min;
  const max = lo > combined ? combined : scale.max;
  return min <= max ? { min, max } : null;
}

/**
 * Checks a combined slot against its members (I.3). With no members (a dedicated team) only the
 * team's own build is checked. Adds every problem to `problems` under `path`.
 */
export function checkMultiSlot(
  team: BlitzMatchSlot,
  members: readonly BlitzMatchSlot[],
  problems: Problems,
  path: string,
  options: Pick<BlitzMatchOptions, "points" | "spendAllPoints"> = DEFAULT_BLITZMATCH_OPTIONS,
  membersPath: string = path === "" ? "members" : `${path}.members`,
): void {
  checkSlotBuild(team, problems, path, options);
  if (members.length === 0) return;
  members.forEach((m, i) => checkSlotBuild(m, problems, `${membersPath}[${i}]`, options));
  const memberScores = members.map(scoresOf);
  for (const [attribute, score] of scoresOf(team)) {
    const scores = memberScores.map((s) => s.get(attribute));
    const known = scores.filter((s): s is number => s !== undefined);
    const at = path === "" ? attribute : `${path}.${attribute}`;
    if (known.length < scores.length) {
      problems.add(at, `${attributeName(attribute)}: every member needs a score for it`, RULE.multiSlotting);
      continue;
    }
    const range = combinedRange(attribute, known);
    if (score < range.min || score > range.max) {
      const want =
        range.min === range.max
          ? `must be ${range.min}, the members' lowest`
          : `must lie between the members' ${range.min} and ${range.max}`;
      problems.add(at, `${attributeName(attribute)} ${score} ${want}`, RULE.multiSlotting);
    }
  }
}
