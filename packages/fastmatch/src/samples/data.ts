/** Captain Luger as printed in the character-building section (short form; no alignment given). */
export const captainLuger = {
  name: "Captain Luger",
  attributes: { STR: 3, AGI: 3, SPD: 5, END: 3, TEC: 3, WEI: 3 },
  finishers: 1,
  finisherName: "Oriental Wristlock",
  styles: ["martial-artist"],
  height: "6'1\"",
  weight: "221 lbs",
  attire: "black bodysuit",
  music: "Ned Ludd (Bob Calvert)",
  notes: "red hair",
} as const;

/** Kaltor the Violent as printed in the singles sample. */
export const kaltor = {
  name: "Kaltor the Violent",
  attributes: { STR: 6, AGI: 2, SPD: 2, END: 5, TEC: 2, WEI: 7 },
  height: "6'6\"",
  weight: "325 lbs",
} as const;

/** The grid of the singles sample (rows 1–4, letters A–D). */
export const singlesGrid = [
  ["STR/WEI", "SPD/AGI", "AGI/END", "WEI/WEI"],
  ["SPD/SPD", "TEC/WEI", "STR/END", "AGI/WEI"],
  ["SPD/TEC", "AGI/TEC", "STR/STR", "SPD/END"],
  ["END/END", "END/WEI", "STR/SPD", "STR/TEC"],
] as const;

/** Captain Luger's strategy exactly as printed: round 5 targets "POW", which is no attribute. */
export const lugerStrategyAsPrinted = {
  choice: "B",
  strategyPoints: { TEC: 2 },
  finish: "pin",
  rounds: [
    { action: "regular", target: "END", moves: "kicks and chops to the chest" },
    { action: "regular", target: "SPD", moves: "kicks and chops to the leg" },
    { action: "high-risk", target: "TEC", moves: "drop kick off the ropes to the head" },
    { action: "pin", target: "END", moves: "leg sweep and cover" },
    { action: "submission", target: "POW", moves: "Oriental Wristlock", finisher: true },
  ],
} as const;

/** Captain Luger's strategy as played: "POW" read as STR (power). */
export const lugerStrategy = {
  ...lugerStrategyAsPrinted,
  rounds: [
    ...lugerStrategyAsPrinted.rounds.slice(0, 4),
    { ...lugerStrategyAsPrinted.rounds[4], target: "STR" },
  ],
} as const;

/** Kaltor's strategy in the singles sample ("same as 3" written out). */
export const kaltorStrategy = {
  choice: 4,
  strategyPoints: { END: 2 },
  finish: "pin",
  rounds: [
    { action: "regular", target: "END", moves: "punch and choke", illegal: true },
    { action: "submission", target: "END", moves: "choke hold" },
    { action: "regular", target: "END", moves: "backbreaker" },
    { action: "regular", target: "END", moves: "backbreaker" },
    { action: "pin", target: "END", moves: "bodyslam and cover" },
  ],
} as const;

/** The singles sample match: Captain Luger (challenger) vs Kaltor the Violent, five rounds. */
export const singlesConfig = {
  sides: [
    { wrestlers: [captainLuger], strategy: lugerStrategy },
    { wrestlers: [kaltor], strategy: kaltorStrategy },
  ],
  grid: singlesGrid,
  timeLimit: 5,
} as const;

/** Buddy, Captain Luger's partner in the Sons of Liberty. */
export const buddy = {
  name: "Buddy",
  attributes: { STR: 5, AGI: 1, SPD: 1, END: 3, TEC: 1, WEI: 7 },
  teamwork: 2,
  styles: ["powerhouse"],
  finishers: 1,
  finisherName: "Tombstone Piledriver",
} as const;
/** Prisoner Pain, Kaltor's partner in the Violators. */
export const prisonerPain = {
  name: "Prisoner Pain",
  attributes: { STR: 1, AGI: 3, SPD: 3, END: 3, TEC: 5, WEI: 5 },
  teamwork: 2,
  styles: ["technician"],
} as const;

/** The grid of the tag sample: `*` cells compare teamwork too. */
export const tagGrid = [
  ["TEC*TEC", "SPD*END", "TEC/TEC", "STR/SPD"],
  ["AGI*AGI", "AGI/WEI", "SPD*AGI", "END*END"],
  ["SPD/END", "TEC/WEI", "STR*TEC", "STR/AGI"],
  ["STR/END", "WEI/WEI", "STR/TEC", "SPD/SPD"],
] as const;

/** The Sons of Liberty's strategy (no default finish is printed; Pin is assumed). */
export const sonsOfLibertyStrategy = {
  members: {
    "Captain Luger": { choice: "D", strategyPoints: { END: 2 } },
    Buddy: { choice: "B", strategyPoints: { END: 1, TEAM: 1 } },
  },
  finish: "pin",
  rounds: [
    { action: "regular", target: "TEAM", moves: "fast tags and chops and forearms to the head" },
    { action: "pin", target: "STR", moves: "Tombstone Piledriver", finisher: "Buddy" },
    { action: "high-risk", target: "END", moves: "Buddy holds him up for Cap's flying kick off the ropes" },
    { action: "regular", target: "END", moves: "chops and punches to the chest and head" },
    { action: "submission", target: "END", moves: "Oriental Wristlock", finisher: "Captain Luger" },
  ],
} as const;

/** The Violators' strategy (default finish Pin, as the write-up shows). */
export const violatorsStrategy = {
  members: {
    "Kaltor the Violent": { choice: 4, strategyPoints: { SPD: 2 } },
    "Prisoner Pain": { choice: 3, strategyPoints: { STR: 2 } },
  },
  finish: "pin",
  rounds: [
    { action: "regular", target: "STR", moves: "illegal double teams", illegal: true },
    { action: "regular", target: "END", moves: "a surfboard or kicks to the ribs" },
    { action: "submission", target: "END", moves: "sleeper hold" },
    { action: "regular", target: "STR", moves: "Irish whip into a slam, arm twist and drag" },
    { action: "pin", target: "STR", moves: "powerslam and small package" },
  ],
} as const;

/** The tag sample match: the Sons of Liberty (challengers) vs the Violators, five rounds. */
export const tagConfig = {
  sides: [
    { name: "Sons of Liberty", wrestlers: [captainLuger, buddy], strategy: sonsOfLibertyStrategy },
    { name: "The Violators", wrestlers: [kaltor, prisonerPain], strategy: violatorsStrategy },
  ],
  grid: tagGrid,
  timeLimit: 5,
} as const;
