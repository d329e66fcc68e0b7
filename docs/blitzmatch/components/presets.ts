import { isRingsideError, type Problem } from "@ringside/core";
import {
  BLOB_AND_FIST,
  HERO_BEAN,
  JORGE_BEAN,
  JUMPING_BEANS,
  MIGHTY_BLOB,
  POWER_FIST,
  type BlitzMatchSlot,
} from "@ringside/blitzmatch";

/** The text's example slots, by a short key, for the demos' pickers. */
export const PRESETS: Readonly<Record<string, BlitzMatchSlot>> = {
  blob: MIGHTY_BLOB,
  fist: POWER_FIST,
  team: BLOB_AND_FIST,
  beans: JUMPING_BEANS,
  hero: HERO_BEAN,
  jorge: JORGE_BEAN,
};

/** The advantage bonus: the rules' +2 or the examples' +1. */
export const BONUSES: readonly { readonly value: number; readonly label: string }[] = [
  { value: 2, label: "+2 (the rules)" },
  { value: 1, label: "+1 (the examples)" },
];

/** The four readings of the victory table. */
export const FINISHES: readonly string[] = ["pinfall", "submission", "count-out", "disqualification"];

/** The problems a loader finds in what a reader typed (none when it loads). */
export function problemsOf(load: () => unknown): readonly Problem[] {
  try {
    load();
    return [];
  } catch (e) {
    if (isRingsideError(e)) return e.problems;
    throw e;
  }
}
