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
