import type { Erratum, Sample } from "@ringside/core";
import { tagConfig } from "./data.js";
import { d2, d3 } from "./dice.js";
import type { FastMatchSampleInput } from "./runner.js";

const SOURCE = "fastmatch-3.0-and-blitzmatch-2.2.txt › FastMatch! Part VI: A sample tag match";
const PAIRING_DIE = "the die choosing among the pairings with equal bonuses";

const capStyleAndSpeed: Erratum = {
  rule: "Resolving the Match › Determine advantage; Styles",
  note: "Captain Luger vs Kaltor is grid D4, SPD/SPD. Cap's SPD 5 beats Kaltor's 4 (2 + 2 strategy points) in both match attributes (+2), and SPD/SPD is a Martial Artist match (+1): +3, not the printed +1 for the style alone.",
};
const finisherLift: Erratum = {
  rule: "Tag Teams › finishers lift all of a team's bonuses by 1",
  note: "With the SPD advantage counted, the finisher lifts Cap vs Kaltor from +3 to +4 (the text has +2), so every later figure of this round moves with it.",
};

/** The published tag sample, the Sons of Liberty vs the Violators, as scripted steps. */
export const tagSample: Sample<FastMatchSampleInput> = {
  id: "fastmatch/tag-sample",
  game: "fastmatch",
  title: "The Sons of Liberty vs The Violators",
  source: SOURCE,
  steps: [
    {
      label: "Buddy's sheet (24 points with 2 TEAM, Powerhouse and a finisher)",
      input: { kind: "character", character: tagConfig.sides[0].wrestlers[1] },
      published: { strategyPoints: 2, finisherUses: 1 },
    },
    {
      label: "Prisoner Pain's sheet (24 points with 2 TEAM and Technician)",
      input: { kind: "character", character: tagConfig.sides[1].wrestlers[1] },
      published: { strategyPoints: 2 },
    },
    {
      label: "The bell: strategy points placed, the bonus chart, referee awareness rolled",
      input: { kind: "bell", config: tagConfig, faces: [3, 3] },
      published: {
        "teamwork (Sons of Liberty)": 3,
        "teamwork (The Violators)": 2,
        "Captain Luger END": 5,
        "Kaltor the Violent SPD": 4,
        "Prisoner Pain STR": 3,
        "Captain Luger vs Kaltor the Violent": "SPD/SPD: Sons of Liberty +1",
        "Captain Luger vs Prisoner Pain": "STR/AGI: even",
        "Buddy vs Kaltor the Violent": "WEI/WEI: even",
        "Buddy vs Prisoner Pain": "TEC/WEI: even",
      },
      errata: { "Captain Luger vs Kaltor the Violent": capStyleAndSpeed },
      supplied: [
        "the referee-awareness d6 for both teams (never printed)",
        "both teams' default finish (Pin; not printed, the Violators' pins show theirs)",
      ],
    },
    {
      label: "Round 1: fast tags against the Violators' illegal double teams",
      input: { kind: "round", faces: [...d2(3), ...d2(8), 1, ...d3(12), ...d3(8), ...d2(8)] },
      published: {
        "teamwork (Sons of Liberty)": 6,
        "teamwork (The Violators)": 10,
        advantage: "even",
        "roll (Sons of Liberty)": 12,
        "roll (The Violators)": 8,
        margin: 4,
        damage: 2,
        "teamwork left (The Violators)": 0,
        cheatRoll: 8,
        disqualified: false,
        cheatOutcome: "not disqualified, nothing else",
      },
      errata: {
        cheatOutcome: {
          rule: "Cheating and DQ's (a roll above the awareness and under 11 is a warning)",
          note: "The text stops at 'not DQ'ed', but an 8 is above the Violators' awareness and under 11: the referee warns them and their awareness goes up by one for the rest of the match.",
        },
      },
      supplied: [PAIRING_DIE],
    },
    {
      label: "Round 2: Buddy's Tombstone Piledriver",
      input: { kind: "round", faces: [...d2(8), ...d2(6), ...d3(6), ...d3(6), ...d3(5), ...d3(10)] },
      published: {
        "teamwork (Sons of Liberty)": 11,
        "teamwork (The Violators)": 6,
        advantage: "Sons of Liberty +2",
        pairing: "Captain Luger vs Kaltor the Violent",
        "roll (Sons of Liberty)": 6,
        "roll (The Violators)": 6,
        margin: 2,
        damage: 1,
        damaged: "Kaltor the Violent STR",
        fall: "none",
        "why that pairing": "Captain Luger vs Kaltor the Violent, the only pairing at Sons of Liberty +2",
      },
      errata: {
        "why that pairing": {
          rule: capStyleAndSpeed.rule,
          note: "The STR damage does go to Kaltor, but not because +2 is only possible against him: with Cap's SPD edge counted, Cap vs Kaltor is the only pairing at +4 with the finisher, and that is why the Sons of Liberty take it.",
        },
        advantage: { ...finisherLift, rule: capStyleAndSpeed.rule },
        margin: finisherLift,
        fall: {
          rule: "Pin or Submission Attempt chart (3+: damage and a pin)",
          note: "At +4 the Sons of Liberty win by 4, which earns a pin attempt as well as the point of damage. The attempt's dice are not printed; the script gives a failed cover.",
        },
      },
      supplied: ["Captain Luger's pin roll and Kaltor's escape roll (the text has no pin attempt here)"],
    },
    {
      label: "Round 3: the flying kick off the ropes against a sleeper hold",
      input: { kind: "round", faces: [...d2(10), ...d2(5), ...d3(7), ...d3(10)] },
      published: {
        "teamwork (Sons of Liberty)": 13,
        "teamwork (The Violators)": 5,
        advantage: "Sons of Liberty +1",
        "roll (Sons of Liberty)": 7,
        "roll (The Violators)": 10,
        winner: "The Violators",
        damage: 2,
        damaged: "Captain Luger END",
      },
      errata: {
        advantage: capStyleAndSpeed,
        winner: {
          rule: "Resolving the Match › Determine result",
          note: "At the rules' +3, Cap's 7 becomes 10 and ties the Violators' 10: nobody wins the round and nobody cheated, so nothing happens.",
        },
        damage: {
          rule: "Resolving the Match › Determine result; High Risk (a shift of one row, not an extra point)",
          note: "The round is a tie under the rules, so there is no damage. Even had the Violators won by 2, a blown High Risk moves their Submission result down one row (1 point and a submission attempt), it does not add a point.",
        },
        damaged: {
          rule: "Resolving the Match › Determine result",
          note: "No damage in a tied round.",
        },
      },
    },
    {
      label: "Round 4: Irish whip and slam, Kaltor covers Buddy",
      input: { kind: "round", faces: [...d2(6), ...d2(10), 2, ...d3(4), ...d3(13), ...d3(10), ...d3(7)] },
      published: {
        "teamwork (Sons of Liberty)": 9,
        "teamwork (The Violators)": 10,
        advantage: "even",
        pairing: "Buddy vs Kaltor the Violent",
        "roll (Sons of Liberty)": 4,
        "roll (The Violators)": 13,
        damage: 3,
        damaged: "Buddy STR",
        fall: "pin",
        fallBonus: 1,
        "fall bonus reason": "Kaltor the Violent's STR above Buddy's STR",
        fallRoll: 10,
        escapeRoll: 7,
        count: 2,
      },
      errata: {
        "fall bonus reason": {
          rule: "Pins and Submissions › III.3.A Pin check",
          note: "The +1 is right but the reason is not: a pin check compares the attacker's WEI with the defender's STR, and the text gives Kaltor the bonus for his STR. His WEI is above Buddy's STR too, so the bonus stands.",
        },
      },
      supplied: [PAIRING_DIE],
    },
    {
      label: "Round 5: powerslam and small package as the time runs out",
      input: { kind: "round", faces: [...d2(4), ...d2(12), 2, ...d3(8), ...d3(12), ...d3(9), ...d3(6)] },
      published: {
        "teamwork (Sons of Liberty)": 7,
        "teamwork (The Violators)": 12,
        advantage: "even",
        pairing: "Buddy vs Kaltor the Violent",
        "roll (Sons of Liberty)": 8,
        "roll (The Violators)": 12,
        margin: 4,
        damage: 1,
        damaged: "Buddy STR",
        fall: "pin",
        fallBonus: 1,
        fallRoll: 9,
        escapeRoll: 6,
        count: 2,
        result: "draw by time-limit",
      },
      errata: {
        advantage: {
          rule: "Tag Teams › finishers lift all of a team's bonuses by 1",
          note: "Captain Luger goes for his finisher this round, so every Sons of Liberty pairing gains 1: the Violators' best choice is now -1 (the Sons of Liberty +1), not +0.",
        },
        margin: {
          rule: "Tag Teams › finishers lift all of a team's bonuses by 1",
          note: "With the Sons of Liberty at +1, their 8 is 9 and the Violators win by 3, not 4; still a pin attempt on the Pin chart.",
        },
      },
      supplied: [PAIRING_DIE],
    },
  ],
};
