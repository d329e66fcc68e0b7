/**
 * BlitzMatch › Part IV, the rematch as a scripted sample.
 *
 * @module
 */
import type { Sample } from "@ringside/core";
import { RULE } from "../rules/ruleNames.js";
import { BLOB_REMATCH, FIST_REMATCH } from "./data.js";
import { ADVANTAGE, BLOB, FIST, SOURCE, config, follows } from "./partIVShared.js";
import type { BlitzMatchSampleInput } from "./runner.js";

/** The rematch with new strategies: Power Fist finishes the Blob in round 1. */
export const rematchSample: Sample<BlitzMatchSampleInput> = {
  id: "blitzmatch/rematch",
  game: "blitzmatch",
  title: "The Mighty Blob vs Power Fist (rematch)",
  source: SOURCE,
  steps: [
    {
      label: "The bell: both men change their style picks",
      input: { kind: "bell", config: config(BLOB_REMATCH, FIST_REMATCH) },
      published: {
        "style list": "Power, Brawling",
        [`${BLOB} MV`]: 5,
        [`${FIST} MV`]: 10,
        advantage: FIST,
        [`${BLOB} Endurance`]: 9,
        [`${FIST} Endurance`]: 13,
      },
    },
    {
      label: "Round 1: Power Fist's HR3 rolls a 3 and its extra die; the pin roll ends it",
      input: { kind: "round", faces: [5, 5, 3, 4, 5, 6, 5] },
      published: {
        [`${BLOB} total`]: 7,
        [`${FIST} total`]: 18,
        "round winner": FIST,
        damage: 8,
        [`${BLOB} Endurance`]: 1,
        "pin roll": "6,5",
        "pin result": "Power Fist wins",
        result: "Power Fist wins",
      },
      errata: {
        [`${FIST} total`]: ADVANTAGE,
        damage: follows(
          RULE.compare,
          "19 against 7 deals 12 (the text's own totals, 18 against 7, would deal 11, not 8).",
        ),
        [`${BLOB} Endurance`]: follows(RULE.compare, "9 less 12, and Endurance stops at 0."),
      },
    },
  ],
};
