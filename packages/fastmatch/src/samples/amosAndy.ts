import type { Erratum, Sample } from "@ringside/core";
import { d2, d3 } from "./dice.js";
import type { FastMatchSampleInput } from "./runner.js";

const SOURCE =
  "fastmatch-3.0-and-blitzmatch-2.2.txt › FastMatch! Part V: Tag Team Matches (V.1.B, the Amos and Andy example)";

/*
 * The text prints only the bonus chart of this example: no wrestlers, grid, choices or dice. Every
 * character, grid cell, letter/number choice and strategy below is SUPPLIED by us, built so that the
 * engine's own chart (`bonusChart`) comes out as the printed one. No match attribute of the four
 * pairings is END or SPD, and both teams attack only END and SPD, so the damage of one round never
 * moves the chart of the next.
 */

/** Amos (supplied): the finisher user of the example. STR and WEI below Martin's, AGI above Lewis's. */
export const amos = {
  name: "Amos",
  attributes: { STR: 4, AGI: 4, SPD: 3, END: 3, TEC: 2, WEI: 5 },
  finishers: 1,
  finisherName: "Taxicab Driver",
  teamwork: 1,
  alignment: "face",
} as const;

/** Andy (supplied): a Technician whose TEC equals Lewis's; more AGI than Martin, less STR. */
export const andy = {
  name: "Andy",
  attributes: { STR: 3, AGI: 3, SPD: 4, END: 4, TEC: 5, WEI: 2 },
  styles: ["technician"],
  teamwork: 1,
  alignment: "face",
} as const;

/** Martin (supplied): the big man, STR 6 and WEI 7. */
export const martin = {
  name: "Martin",
  attributes: { STR: 6, AGI: 2, SPD: 2, END: 5, TEC: 2, WEI: 7 },
  alignment: "heel",
} as const;

/** Lewis (supplied): TEC 5 like Andy, WEI 5 like Amos, AGI 3 (one below Amos). No style. */
export const lewis = {
  name: "Lewis",
  attributes: { STR: 3, AGI: 3, SPD: 4, END: 4, TEC: 5, WEI: 5 },
  alignment: "heel",
} as const;

/**
 * The grid of the example (supplied: the text prints none). The four pairings meet at C2 (Amos vs
 * Martin, STR/WEI), A4 (Amos vs Lewis, AGI/WEI), B1 (Andy vs Martin, STR/AGI) and D3 (Andy vs
 * Lewis, TEC/TEC); the other twelve cells are dealt from the rest of the tag deck.
 */
export const amosAndyGrid = [
  ["END/END", "STR/AGI", "SPD*TEC", "AGI*AGI"],
  ["SPD/SPD", "TEC*WEI", "STR/WEI", "END*WEI"],
  ["STR*STR", "AGI/SPD", "SPD*END", "TEC/TEC"],
  ["AGI/WEI", "STR/TEC", "END/TEC", "WEI*WEI"],
] as const;

/** Amos and Andy's strategy (supplied): one letter per opponent; Amos's finisher in round 3. */
export const amosAndyStrategy = {
  members: {
    Amos: { choice: { Martin: "C", Lewis: "A" }, strategyPoints: { END: 2 } },
    Andy: { choice: { Martin: "B", Lewis: "D" }, strategyPoints: { TEAM: 1, SPD: 1 } },
  },
  finish: "pin",
  rounds: [
    { action: "regular", target: "END", moves: "double shoulder blocks and forearms" },
    { action: "regular", target: "SPD", moves: "chop blocks to the knee" },
    { action: "regular", target: "END", moves: "the Taxicab Driver", finisher: "Amos" },
    { action: "regular", target: "SPD", moves: "a drop toe hold and a stomp to the ankle" },
  ],
} as const;

/** Martin and Lewis's strategy (supplied): one number per opponent; all their points on TEAM and END. */
export const martinLewisStrategy = {
  members: {
    Martin: { choice: { Amos: 2, Andy: 1 }, strategyPoints: { TEAM: 2 } },
    Lewis: { choice: { Amos: 4, Andy: 3 }, strategyPoints: { END: 2 } },
  },
  finish: "pin",
  rounds: [
    { action: "regular", target: "END", moves: "clubbing blows to the back" },
    { action: "regular", target: "SPD", moves: "a knee breaker" },
    { action: "regular", target: "END", moves: "a bear hug" },
    { action: "regular", target: "SPD", moves: "an ankle lock" },
  ],
} as const;

/** The example's match (supplied): Amos and Andy (challengers) against Martin and Lewis, four rounds. */
export const amosAndyConfig = {
  sides: [
    { name: "Amos and Andy", wrestlers: [amos, andy], strategy: amosAndyStrategy },
    { name: "Martin and Lewis", wrestlers: [martin, lewis], strategy: martinLewisStrategy },
  ],
  grid: amosAndyGrid,
  timeLimit: 4,
} as const;

const TEAMWORK_DICE = "both teams' 2d6 teamwork rolls (the text only says which team wins, or a tie)";
const ATTACK_DICE = "both 3d6 attack rolls (the example stops at the choice of bonus)";
const PAIRING_DIE = "the die choosing among the pairings with equal bonuses";

const FINISHER_RULE = "Tag Teams › a finisher lifts all of the team's bonuses by 1 (Finisher: +1 attack)";

const amosMartinLift: Erratum = {
  rule: FINISHER_RULE,
  note: "Amos vs Martin is Martin +2 on the ordinary chart. Amos's finisher adds 1 to every Amos and Andy pairing, and the text's own chart lifts the other three cells by exactly 1, so this one becomes Martin +1. The text prints +0, a lift of 2 that no rule gives (had Amos's own pairings gained 2, Amos vs Lewis would read +3, not +2).",
};

/**
 * The tag-team bonus example (Amos and Andy vs Martin and Lewis) as scripted steps: the printed
 * chart from supplied wrestlers, the teamwork roll's three outcomes, the random pick among equal
 * pairings, and the chart of the round where Amos uses his finisher.
 */
export const amosAndySample: Sample<FastMatchSampleInput> = {
  id: "fastmatch/amos-and-andy",
  game: "fastmatch",
  title: "Amos and Andy vs Martin and Lewis (the tag bonus chart)",
  source: SOURCE,
  steps: [
    {
      label: "The bell: the supplied wrestlers and choices give the printed bonus chart",
      input: { kind: "bell", config: amosAndyConfig, faces: [3, 3] },
      published: {
        "Amos vs Martin bonus": "Martin +2",
        "Andy vs Martin bonus": "even",
        "Amos vs Lewis bonus": "Amos +1",
        "Andy vs Lewis bonus": "Andy +1",
      },
      supplied: [
        "the four wrestlers, their grid choices, strategy points and round actions (the text names them only)",
        "the grid (the text prints none)",
        "the referee-awareness d6 for both teams",
      ],
    },
    {
      label: "Round 1: Martin and Lewis win the teamwork roll and take their best bonus",
      input: { kind: "round", faces: [...d2(4), ...d2(9), ...d3(9), ...d3(9)] },
      published: {
        teamworkWinner: "Martin and Lewis",
        advantage: "Martin and Lewis +2",
        pairing: "Amos vs Martin",
        candidates: 1,
      },
      supplied: [TEAMWORK_DICE, ATTACK_DICE],
    },
    {
      label: "Round 2, what if: Amos and Andy win the roll and the die picks the first +1 pairing",
      input: { kind: "round", faces: [...d2(8), ...d2(6), 1, ...d3(10), ...d3(10)], whatIf: true },
      published: {
        teamworkWinner: "Amos and Andy",
        advantage: "Amos and Andy +1",
        candidates: 2,
        "in the ring (Martin and Lewis)": "Lewis",
      },
      supplied: [TEAMWORK_DICE, PAIRING_DIE, ATTACK_DICE],
    },
    {
      label: "Round 2: Amos and Andy win the roll and the die picks the second +1 pairing",
      input: { kind: "round", faces: [...d2(8), ...d2(6), 2, ...d3(10), ...d3(10)] },
      published: {
        teamworkWinner: "Amos and Andy",
        advantage: "Amos and Andy +1",
        candidates: 2,
        "in the ring (Martin and Lewis)": "Lewis",
      },
      supplied: [TEAMWORK_DICE, PAIRING_DIE, ATTACK_DICE],
    },
    {
      label:
        "Round 3, Amos's finisher: the chart of the round; what if Amos and Andy win the roll (figures read off the printed chart)",
      input: { kind: "round", faces: [...d2(9), ...d2(5), 1, ...d3(8), ...d3(9)], whatIf: true },
      published: {
        "Amos vs Martin bonus": "even",
        "Andy vs Martin bonus": "Andy +1",
        "Amos vs Lewis bonus": "Amos +2",
        "Andy vs Lewis bonus": "Andy +2",
        teamworkWinner: "Amos and Andy",
        advantage: "Amos and Andy +2",
        candidates: 2,
        "in the ring (Martin and Lewis)": "Lewis",
      },
      errata: { "Amos vs Martin bonus": amosMartinLift },
      supplied: [TEAMWORK_DICE, PAIRING_DIE, ATTACK_DICE],
    },
    {
      label: "Round 3, what if Martin and Lewis win the roll (figures read off the printed chart)",
      input: { kind: "round", faces: [...d2(5), ...d2(10), ...d3(9), ...d3(9)], whatIf: true },
      published: {
        teamworkWinner: "Martin and Lewis",
        advantage: "even",
        pairing: "Amos vs Martin",
        candidates: 1,
      },
      errata: {
        advantage: {
          rule: `${FINISHER_RULE}; the team winning the roll takes its highest bonus`,
          note: "On the printed finisher chart the best Martin and Lewis could take is the +0 of Amos vs Martin. By the rules that cell is Martin +1, so they still pick Amos vs Martin but fight at +1.",
        },
      },
      supplied: [TEAMWORK_DICE, ATTACK_DICE],
    },
    {
      label:
        "Round 3: the teamwork rolls tie, so the bonus closest to zero is used (printed chart against the rules)",
      input: { kind: "round", faces: [...d2(7), ...d2(8), 1, ...d3(10), ...d3(10)] },
      published: {
        teamworkWinner: "tie",
        advantage: "even",
        candidates: 1,
        "in the ring (Martin and Lewis)": "Martin",
      },
      errata: {
        advantage: {
          rule: `${FINISHER_RULE}; on a tie the bonus closest to zero is used`,
          note: "The printed chart has a 0 (Amos vs Martin), which a tie would pick. By the rules no cell is 0 in this round: Martin +1 (Amos vs Martin) and Andy +1 (Andy vs Martin) are equally close to zero, so a die picks one of them. Here it picks Amos vs Martin, fought at Martin +1.",
        },
        candidates: {
          rule: "Tag Teams › equal choices are settled at random",
          note: "Two pairings are equally close to zero by the rules (Martin +1 and Andy +1), so the die chooses between them; the printed chart would leave only one. Martin is in the ring either way.",
        },
      },
      supplied: [TEAMWORK_DICE, PAIRING_DIE, ATTACK_DICE],
    },
    {
      label: "Round 4: the teamwork rolls tie, and the 0 of the ordinary chart is used",
      input: { kind: "round", faces: [...d2(6), ...d2(7), ...d3(11), ...d3(12)] },
      published: {
        teamworkWinner: "tie",
        advantage: "even",
        pairing: "Andy vs Martin",
        candidates: 1,
      },
      supplied: [TEAMWORK_DICE, ATTACK_DICE],
    },
  ],
};
