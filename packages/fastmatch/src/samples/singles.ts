import type { Sample } from "@ringside/core";
import { captainLuger, kaltor, kaltorStrategy, lugerStrategyAsPrinted, singlesConfig } from "./data.js";
import { d2, d3 } from "./dice.js";
import type { FastMatchSampleInput } from "./runner.js";

const SOURCE = "fastmatch-3.0-and-blitzmatch-2.2.txt › FastMatch! Part IV: Sample Singles Match";
const INJURY_D6 = "the injury d6 (the text skips it: one point of damage can never injure)";

/** The published singles sample, Captain Luger vs Kaltor the Violent, as scripted steps. */
export const singlesSample: Sample<FastMatchSampleInput> = {
  id: "fastmatch/singles-sample",
  game: "fastmatch",
  title: "Captain Luger vs Kaltor the Violent",
  source: SOURCE,
  steps: [
    {
      // "Total Cost=20 CGP" sits on the attributes line and is their cost (3+3+5+3+3+3); the
      // finisher and the style print their own 2 CGP each: 24 in all, the budget.
      label: "Captain Luger's character sheet: 20 CGP of attributes, 2 for the finisher, 2 for the style",
      input: { kind: "character", character: captainLuger },
      published: { attributeCost: 20, strategyPoints: 2, finisherUses: 1 },
    },
    {
      label: "Kaltor the Violent's character sheet",
      input: { kind: "character", character: kaltor },
      published: { strategyPoints: 2 },
    },
    {
      label: "Captain Luger's strategy exactly as printed",
      input: {
        kind: "strategy",
        character: captainLuger,
        strategy: lugerStrategyAsPrinted,
        role: "challenger",
      },
      published: { rounds: 5 },
      impossible: {
        rule: "Making a Strategy › Round actions (target attribute)",
        note: "Round 5 targets POW, which is not one of the six attributes; the loader refuses it. The replay reads POW as STR (power), which never matters because Kaltor wins round 5.",
      },
    },
    {
      label: "Kaltor's strategy",
      input: { kind: "strategy", character: kaltor, strategy: kaltorStrategy, role: "defender" },
      published: { rounds: 5, choice: 4 },
    },
    {
      label: "The bell: grid B4 (END/WEI), strategy points placed, referee awareness rolled",
      input: { kind: "bell", config: singlesConfig, faces: [3, 3] },
      published: {
        "Captain Luger vs Kaltor the Violent": "END/WEI: Kaltor the Violent +2",
        "awareness (Kaltor the Violent)": 3,
        "Captain Luger TEC": 5,
        "Kaltor the Violent END": 7,
      },
      supplied: [
        "the referee-awareness d6 for both wrestlers (the text only gives Kaltor's awareness, 3)",
        "Captain Luger's round 5 target read as STR",
      ],
    },
    {
      label: "Round 1: Kaltor's illegal punches and choke",
      input: { kind: "round", faces: [...d3(7), ...d3(9), ...d2(4)] },
      published: {
        advantage: "Kaltor the Violent +2",
        "roll (Kaltor the Violent)": 9,
        "total (Kaltor the Violent)": 11,
        "roll (Captain Luger)": 7,
        margin: 4,
        shift: 1,
        damage: 3,
        damaged: "Captain Luger END",
        "Captain Luger END": 0,
        cheatRoll: 4,
        cheatOutcome: "warned",
        awareness: 4,
      },
    },
    {
      label: "Round 2: Kaltor's choke hold",
      input: { kind: "round", faces: [...d3(8), ...d3(10), 3, ...d3(4), ...d3(12)] },
      published: {
        advantage: "Kaltor the Violent +2",
        "roll (Kaltor the Violent)": 10,
        "roll (Captain Luger)": 8,
        margin: 4,
        damage: 1,
        "Captain Luger END": 0,
        fall: "submission",
        fallBonus: 2,
        fallRoll: 4,
        escapeRoll: 12,
        count: 0,
      },
      supplied: [INJURY_D6],
    },
    {
      label: "Round 3: Captain Luger's drop kick misses; backbreaker",
      input: { kind: "round", faces: [...d3(9), ...d3(11), 4] },
      published: {
        advantage: "Kaltor the Violent +2",
        "roll (Kaltor the Violent)": 11,
        "roll (Captain Luger)": 9,
        margin: 4,
        shift: 1,
        damage: 3,
        injuryDie: 4,
        injuryTotal: 6,
        injured: false,
      },
    },
    {
      label: "Round 4: another backbreaker",
      input: { kind: "round", faces: [...d3(7), ...d3(6), 2] },
      published: {
        advantage: "Kaltor the Violent +2",
        "total (Kaltor the Violent)": 8,
        "roll (Captain Luger)": 7,
        margin: 1,
        damage: 1,
      },
      supplied: [INJURY_D6],
    },
    {
      label: "Round 5: bodyslam and cover beats the Oriental Wristlock",
      input: { kind: "round", faces: [...d3(6), ...d3(15), 5, ...d3(15), ...d3(9)] },
      published: {
        advantage: "Kaltor the Violent +1",
        "roll (Kaltor the Violent)": 15,
        "roll (Captain Luger)": 6,
        fall: "pin",
        fallBonus: 2,
        fallRoll: 15,
        escapeRoll: 9,
        count: 3,
        result: "Kaltor the Violent by pinfall",
      },
      supplied: [INJURY_D6],
    },
  ],
};
