/**
 * Pre-match bookkeeping (BlitzMatch › III.1): the final style list (III.1.a, see styleList), each
 * side's match value (III.1.b: the sum of its scores for every entry of the list, an entry listed
 * twice counted twice), the advantage (III.1.c: the side with the higher MV) and Endurance
 * (III.1.d: MV plus Stamina). Docs: /blitzmatch/rules#pre-match-bookkeeping.
 *
 * @module
 */
import type { BlitzMatchSlot } from "../types.js";
import { isSlotAttribute } from "./slotBuilding.js";
import type { StyleEntry } from "./styleList.js";

/**
 * A slot's score for one list entry: a style, TeamWork, or a custom TeamWork-like name (a slot
 * that does not list a custom attribute has it at 1, the score that costs nothing).
 */
export function scoreFor(slot: BlitzMatchSlot, entry: StyleEntry): number {
  if (isSlotAttribute(entry)) return slot[entry];
  const custom = slot.custom;
  return custom !== undefined && Object.hasOwn(custom, entry) ? (custom[entry] ?? 1) : 1;
}

/**
 * A side's match value: its scores summed over the final style list.
 *
 * @example
 * ```ts
 * matchValue(MIGHTY_BLOB, ["weight", "power", "martialArts", "power"]); // 7+4+1+4 = 16
 * ```
 */
export function matchValue(slot: BlitzMatchSlot, list: readonly StyleEntry[]): number {
  let mv = 0;
  for (const entry of list) mv += scoreFor(slot, entry);
  return mv;
}

/**
 * Which side has the advantage: the index of the single highest MV, or `null` when the highest MV
 * is shared (the text gives it to "the side with the higher MV"; with equal MVs nobody has it).
 */
export function advantage(matchValues: readonly number[]): number | null {
  let best: number | null = null;
  let shared = false;
  matchValues.forEach((mv, i) => {
    if (best === null || mv > (matchValues[best] ?? -Infinity)) {
      best = i;
      shared = false;
    } else if (mv === matchValues[best]) {
      shared = true;
    }
  });
  return shared ? null : best;
}

/** Starting Endurance (III.1.d): MV plus Stamina. */
export function startingEndurance(slot: BlitzMatchSlot, mv: number): number {
  return mv + slot.stamina;
}
