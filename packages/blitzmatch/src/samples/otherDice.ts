/**
 * BlitzMatch › Part IV, the rematch with other dice as a scripted sample.
 *
 * @module
 */
import type { Sample } from "@ringside/core";
import { RULE } from "../rules/ruleNames.js";
import { BLOB_REMATCH, FIST_REMATCH } from "./data.js";
import { ADVANTAGE, BLOB, FIST, SOURCE, config, follows } from "./partIVShared.js";
import type { BlitzMatchSampleInput } from "./runner.js";

/** The rematch again with other dice: six rounds, and the Blob pins Power Fist. */
export const otherDiceSample: Sample<BlitzMatchSampleInput> = {
  id: "blitzmatch/rematch-other-dice",
  game: "blitzmatch",
  title: "The Mighty Blob vs Power Fist (rematch, different dice)",
  source: SOURCE,
  steps: [
    {
      label: "The bell, as in the rematch",
      input: { kind: "bell", config: config(BLOB_REMATCH, FIST_REMATCH) },
      published: { [`${BLOB} Endurance`]: 9, [`${FIST} Endurance`]: 13 },
    },
    {
      label: "Round 1: Power Fist's HR3 loses a 6 and gains an extra die for his 3",
      input: { kind: "round", faces: [3, 1, 3, 6, 2, 6, 1] },
      published: {
        [`${BLOB} total`]: 5,
        [`${FIST} total`]: 7,
        "round winner": FIST,
        damage: 2,
        [`${BLOB} Endurance`]: 7,
        "pin roll": "6,1",
        "pin result": "cover, no count",
      },
      errata: {
        [`${FIST} total`]: ADVANTAGE,
        damage: follows(RULE.compare, "8 against 5: 3."),
        [`${BLOB} Endurance`]: follows(RULE.compare, "9 less 3: 6."),
        "pin result": follows(RULE.victory, "7 against the Blob's 6 Endurance is 1 over: a 1 count."),
      },
    },
    {
      label: "Round 2: D1 against D1; Power Fist's win stays inside his buffer",
      input: { kind: "round", faces: [6, 6, 4, 6] },
      published: {
        [`${BLOB} total`]: 8,
        [`${FIST} total`]: 10,
        "round winner": FIST,
        damage: 0,
        [`${BLOB} Endurance`]: 7,
        "pin roll": "4,6",
        "pin result": "2 count",
      },
      errata: {
        [`${FIST} total`]: ADVANTAGE,
        [`${BLOB} Endurance`]: follows(RULE.compare, "6 since round 1."),
      },
    },
    {
      label: "Round 3: the Blob's D1 against a rest-hold, inside his buffer",
      input: { kind: "round", faces: [4, 6, 4] },
      published: {
        [`${BLOB} total`]: 6,
        [`${FIST} total`]: 3,
        "round winner": BLOB,
        damage: 0,
        [`${FIST} Endurance`]: 13,
        "pin roll": "6,4",
        "pin result": "no effect",
      },
      errata: { [`${FIST} total`]: ADVANTAGE },
    },
    {
      label: "Round 4: the Blob's N3 hits hard",
      input: { kind: "round", faces: [4, 6, 4, 2, 5] },
      published: {
        [`${BLOB} total`]: 13,
        [`${FIST} total`]: 3,
        "round winner": BLOB,
        damage: 10,
        [`${FIST} Endurance`]: 3,
        "pin roll": "2,5",
        "pin result": "2 count",
      },
      errata: {
        [`${FIST} total`]: ADVANTAGE,
        damage: follows(RULE.compare, "13 against Power Fist's 4: 9."),
        [`${FIST} Endurance`]: follows(RULE.compare, "13 less 9: 4."),
      },
    },
    {
      label: "Round 5: the Blob rests; Power Fist, worn down, wins inside his buffer",
      input: { kind: "round", faces: [1, 2, 2] },
      published: {
        [`${BLOB} total`]: 1,
        [`${FIST} total`]: 3,
        "round winner": FIST,
        damage: 0,
        "pin roll": "2,2",
        "pin result": "no effect",
      },
      errata: { [`${FIST} total`]: ADVANTAGE },
    },
    {
      label: "Round 6: N3 against N2, and the Blob's pin",
      input: { kind: "round", faces: [1, 3, 3, 2, 1, 4, 2] },
      published: {
        [`${BLOB} total`]: 6,
        [`${FIST} total`]: 2,
        "round winner": BLOB,
        damage: 4,
        [`${FIST} Endurance`]: 0,
        "pin roll": "4,2",
        "pin result": "The Mighty Blob wins",
        result: "The Mighty Blob wins",
      },
      errata: {
        [`${FIST} total`]: ADVANTAGE,
        damage: follows(RULE.compare, "6 against Power Fist's 3: 3."),
        [`${FIST} Endurance`]: follows(RULE.compare, "4 less 3: 1 (the text's 0 is 3 less 4, stopped at 0)."),
      },
    },
  ],
};
