/**
 * BlitzMatch › Part IV, the first example run as a scripted sample.
 *
 * @module
 */
import type { Sample } from "@ringside/core";
import { MIGHTY_BLOB, POWER_FIST } from "../data/characters.js";
import { RULE } from "../rules/ruleNames.js";
import { BLOB_FIRST, FIST_FIRST } from "./data.js";
import {
  ADVANTAGE,
  BLOB,
  BLOB_COLUMN,
  FIST,
  FIST_ENDURANCE,
  SOURCE,
  config,
  follows,
} from "./partIVShared.js";
import type { BlitzMatchSampleInput } from "./runner.js";

/** Part IV, first match: both men in their strong suits, seven rounds to a time-limit draw. */
export const firstMatchSample: Sample<BlitzMatchSampleInput> = {
  id: "blitzmatch/first-match",
  game: "blitzmatch",
  title: "The Mighty Blob vs Power Fist (first match)",
  source: SOURCE,
  steps: [
    {
      label: "The Blob's strategy (+Weight +Power -Technical) and its energy track",
      input: { kind: "strategy", slot: MIGHTY_BLOB, strategy: BLOB_FIRST },
      published: {
        "energy after round 1": 5,
        "energy after round 2": 4,
        "energy after round 3": 3,
        "energy after round 4": 0,
        "energy after round 5": 0,
        "energy recovered after round 5": 6,
        "energy after round 6": 3,
        "energy after round 7": 0,
      },
    },
    {
      label: "Power Fist's strategy (+Martial Arts +Power -High-Flying) and its energy track",
      input: { kind: "strategy", slot: POWER_FIST, strategy: FIST_FIRST },
      published: {
        "energy after round 1": 1,
        "energy after round 2": 0,
        "energy after round 3": 0,
        "energy after round 4": 0,
        "energy recovered after round 4": 4,
        "energy after round 5": 3,
        "energy after round 6": 1,
        "energy after round 7": 0,
      },
    },
    {
      label: "The bell: style list, match values, advantage and Endurance",
      input: { kind: "bell", config: config(BLOB_FIRST, FIST_FIRST) },
      published: {
        "style list": "Weight, Power, Martial Arts, Power",
        [`${BLOB} MV`]: 16,
        [`${FIST} MV`]: 18,
        advantage: FIST,
        [`${BLOB} Endurance`]: 20,
        [`${FIST} Endurance`]: 22,
      },
      errata: { [`${FIST} Endurance`]: FIST_ENDURANCE },
    },
    {
      label:
        "Round 1: Blob D1 against Power Fist HR3; Blob wins by 2, inside his buffer (the printed totals, 7 and 4, differ by 3)",
      input: { kind: "round", faces: [4, 1, 6, 2, 6, 4] },
      published: {
        [`${BLOB} total`]: 7,
        [`${FIST} total`]: 4,
        "round winner": BLOB,
        margin: 2,
        damage: 0,
        [`${BLOB} Endurance`]: 18,
        [`${FIST} Endurance`]: 22,
        "pin roll": "6,4",
        "pin result": "no effect",
      },
      errata: {
        [`${FIST} total`]: {
          rule: RULE.roundTotals,
          note:
            "The text adds 1 for Power Fist's advantage (1+2+1 = 4) and still says the Blob wins by 2, though " +
            "its own 7 against 4 is a margin of 3; the rules' +2 gives 5, and the margin of 2 the text states.",
        },
        [`${BLOB} Endurance`]: BLOB_COLUMN,
        [`${FIST} Endurance`]: FIST_ENDURANCE,
      },
    },
    {
      label: "Round 2: D1 against D1; no damage, the Blob's pin roll",
      input: { kind: "round", faces: [5, 2, 2, 3] },
      published: {
        [`${BLOB} total`]: 7,
        [`${FIST} total`]: 6,
        "round winner": BLOB,
        damage: 0,
        [`${BLOB} Endurance`]: 18,
        [`${FIST} Endurance`]: 22,
        "pin roll": "2,3",
        "pin result": "no effect",
      },
      errata: {
        [`${BLOB} total`]: {
          rule: RULE.roundTotals,
          note: "The text prints the Blob's die as 5 but his total as 4+3 (7); the die and the defensive +3 give 8.",
        },
        [`${FIST} total`]: ADVANTAGE,
        [`${BLOB} Endurance`]: BLOB_COLUMN,
        [`${FIST} Endurance`]: FIST_ENDURANCE,
      },
    },
    {
      label: "Round 3: Blob D1 against Power Fist's rest-hold; by the rules a tie",
      input: { kind: "round", faces: [1, 5, 5, 1, 2] },
      supplied: [
        "Power Fist's pin roll (1,2): the rules make the round a tie, where both sides roll; the text has the Blob win it and prints only his roll",
      ],
      published: {
        [`${BLOB} total`]: 4,
        [`${FIST} total`]: 3,
        "round winner": BLOB,
        damage: 0,
        [`${BLOB} Endurance`]: 18,
        [`${FIST} Endurance`]: 22,
        "pin roll": "5,5",
        "pin result": "no effect",
      },
      errata: {
        [`${FIST} total`]: ADVANTAGE,
        "round winner": follows(
          RULE.compare,
          "With the advantage's +2 Power Fist's rest-hold totals 4, the Blob's 4: a tie, not a Blob win.",
        ),
        damage: follows(RULE.compare, "A tie costs both sides 3 Endurance."),
        [`${BLOB} Endurance`]: follows(
          RULE.compare,
          "20 less the 3 a tie costs: 17 (the table prints 18, its own starting figure).",
        ),
        [`${FIST} Endurance`]: follows(RULE.compare, "21 less the 3 a tie costs: 18."),
      },
    },
    {
      label: "Round 4: the Blob's N3 against another rest-hold",
      input: { kind: "round", faces: [3, 3, 3, 1, 3] },
      published: {
        [`${BLOB} total`]: 9,
        [`${FIST} total`]: 3,
        "round winner": BLOB,
        margin: 6,
        damage: 6,
        [`${BLOB} Endurance`]: 18,
        [`${FIST} Endurance`]: 16,
        "pin roll": "1,3",
        "pin result": "no effect",
      },
      errata: {
        [`${FIST} total`]: ADVANTAGE,
        margin: follows(RULE.compare, "9 against Power Fist's 4 (rest-hold 2 + advantage 2): 5, not 6."),
        damage: follows(RULE.compare, "The margin is 5, so the hit is 5."),
        [`${BLOB} Endurance`]: follows(RULE.compare, "17 after the tie of round 3."),
        [`${FIST} Endurance`]: follows(RULE.compare, "18 after the tie of round 3, less 5: 13."),
      },
    },
    {
      label: "Round 5: the Blob rests, Power Fist (recovered) wins through his buffer",
      input: { kind: "round", faces: [6, 2, 1] },
      published: {
        [`${BLOB} total`]: 2,
        [`${FIST} total`]: 10,
        "round winner": FIST,
        margin: 8,
        damage: 2,
        [`${BLOB} Endurance`]: 16,
        [`${FIST} Endurance`]: 16,
        "pin roll": "2,1",
        "pin result": "no effect",
      },
      errata: {
        [`${FIST} total`]: ADVANTAGE,
        margin: follows(RULE.compare, "11 against 2: 9."),
        damage: follows(RULE.compare, "A margin of 9 less the buffer of 6 for one die: 3."),
        [`${BLOB} Endurance`]: follows(RULE.compare, "17 less 3: 14."),
        [`${FIST} Endurance`]: follows(RULE.compare, "13, untouched this round."),
      },
    },
    {
      label: "Round 6: N3 against N2",
      input: { kind: "round", faces: [3, 5, 1, 6, 3, 6, 5] },
      published: {
        [`${BLOB} total`]: 9,
        [`${FIST} total`]: 10,
        "round winner": FIST,
        damage: 1,
        [`${BLOB} Endurance`]: 15,
        [`${FIST} Endurance`]: 16,
        "pin roll": "6,5",
        "pin result": "no effect",
      },
      errata: {
        [`${FIST} total`]: ADVANTAGE,
        damage: follows(RULE.compare, "11 against 9: 2."),
        [`${BLOB} Endurance`]: follows(RULE.compare, "14 less 2: 12."),
        [`${FIST} Endurance`]: follows(RULE.compare, "13, untouched this round."),
      },
    },
    {
      label: "Round 7: N3 against N1, and the time limit",
      input: { kind: "round", faces: [3, 2, 3, 4, 3, 2] },
      published: {
        [`${BLOB} total`]: 8,
        [`${FIST} total`]: 5,
        "round winner": BLOB,
        damage: 3,
        [`${BLOB} Endurance`]: 15,
        [`${FIST} Endurance`]: 13,
        "pin roll": "3,2",
        "pin result": "no effect",
        result: "time-limit",
      },
      errata: {
        [`${FIST} total`]: ADVANTAGE,
        damage: follows(RULE.compare, "8 against 6: 2."),
        [`${BLOB} Endurance`]: follows(RULE.compare, "12, untouched this round."),
        [`${FIST} Endurance`]: follows(RULE.compare, "13 less 2: 11."),
      },
    },
  ],
};
