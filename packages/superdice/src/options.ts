/** The options of the readings where players differ (kept apart from the validators, which need valibot). */
import type { SuperDiceOptions } from "./types.js";

/** The default readings (see the Interpretations page). */
export const DEFAULT_OPTIONS: SuperDiceOptions = {
  backlash: false,
  initiativeTie: "rolloff",
  convertedKeepsSide: true,
  freezeChooser: "user",
  sidekickShields: true,
  luckKeeps: "highest",
  turnLimit: 100,
  borrowRepeats: false,
};
