/**
 * Wrestler creation: the point-buy, Merits and Flaws, Prestige ranks and Turnovers, the Arsenal's
 * training bonuses (Ringside's completion; the names Style: Daredevil ¶54, Ritual ¶18, Superstar,
 * Megastar, Monster Heel ¶141 and "preliminary" ¶124 are from the text; `completion.md` › 3).
 */

/** Every attribute starts at this before points are spent. Ringside's completion (`completion.md` › 3). */
export const ATTRIBUTE_BASE = 20;

/** Points a new wrestler spends on attributes (the seven then total 385). Ringside's completion (`completion.md` › 3). */
export const CREATION_POINTS = 245;

/** The highest attribute at creation. Ringside's completion (`completion.md` › 3). */
export const CREATION_MAX = 80;

/** Training points to spend on Arsenal bonuses (+5 costs 5). Ringside's completion (`completion.md` › 3). */
export const TRAINING_POINTS = 60;

/** The training bonuses an Arsenal entry may carry. Ringside's completion (`completion.md` › 3). */
export const TRAINING_BONUSES = [0, 5, 10, 15, 20] as const;

/** Smallest and largest Arsenal. Ringside's completion (`completion.md` › 3). */
export const ARSENAL_SIZE = { min: 8, max: 24 } as const;

/** The lowest Level a Finisher may have. Ringside's completion (`completion.md` › 3). */
export const FINISHER_MIN_LEVEL = 3;

/** Points a Merit costs from the attribute budget (a Flaw returns as many). Ringside's completion (`completion.md` › 3). */
export const MERIT_COST = 10;

/** At most this many Merits, and this many Flaws. Ringside's completion (`completion.md` › 3). */
export const MAX_MERITS = 2;

/** The Merits and Flaws (completion §3). */
export const MERITS_AND_FLAWS = {
  "Style: Daredevil": {
    kind: "merit",
    effect: "dives to the floor lose their −10%; he takes half the floor's Stun Code dice",
  },
  "Style: Technician": { kind: "merit", effect: "superset bonus +15% instead of +10%" },
  "Style: Brawler": { kind: "merit", effect: "BRA chain bonus +15% instead of +10%" },
  "Style: Powerhouse": { kind: "merit", effect: "lifting exertion Lift ÷ 10 instead of Lift ÷ 5" },
  "Iron Jaw": { kind: "merit", effect: "RES + 1" },
  "Quick Recovery": { kind: "merit", effect: "REC + 1 at every Level" },
  Ritual: {
    kind: "flaw",
    effect: "an ambush during his ritual costs no Turnover; he never opens with a tie-up of his own choosing",
  },
  "Glass Jaw": { kind: "flaw", effect: "RES − 1 (minimum 1)" },
  "Slow Starter": { kind: "flaw", effect: "SPD − 1 at Level I" },
  "Hot Head": { kind: "flaw", effect: "−5% to every Counter" },
} as const satisfies Record<string, { kind: "merit" | "flaw"; effect: string }>;

/** The name of a Merit or Flaw. */
export type MeritOrFlaw = keyof typeof MERITS_AND_FLAWS;

/** All Merit and Flaw names. Ringside's completion (`completion.md` › 3). */
export const MERIT_AND_FLAW_NAMES = Object.keys(MERITS_AND_FLAWS) as readonly MeritOrFlaw[];

/** A Prestige rank. */
export interface PrestigeRank {
  /** Smallest absolute Prestige of the rank. */
  readonly from: number;
  /** The fan favourite's rank name. */
  readonly face: string;
  /** The rulebreaker's rank name. */
  readonly heel: string;
  /** Turnovers a match. */
  readonly turnovers: number;
}

/** The Prestige ladder (completion §3), lowest first. */
export const PRESTIGE_RANKS: readonly PrestigeRank[] = [
  { from: 0, face: "Preliminary", heel: "Preliminary", turnovers: 0 },
  { from: 10, face: "Midcarder", heel: "Midcard Heel", turnovers: 1 },
  { from: 30, face: "Main Eventer", heel: "Main Event Heel", turnovers: 2 },
  { from: 60, face: "Superstar", heel: "Monster Heel", turnovers: 3 },
  { from: 90, face: "Megastar", heel: "Monster Heel", turnovers: 4 },
];

/**
 * The rank and Turnovers of a Prestige (−100..100).
 * Ringside's completion (`completion.md` › 3).
 *
 * @example
 * prestigeRank(65); // { name: "Superstar", turnovers: 3, side: "favourite" }
 */
export function prestigeRank(prestige: number): {
  readonly name: string;
  readonly turnovers: number;
  readonly side: "favourite" | "rulebreaker" | "neither";
} {
  const abs = Math.abs(prestige);
  let rank: PrestigeRank = { from: 0, face: "Preliminary", heel: "Preliminary", turnovers: 0 };
  for (const r of PRESTIGE_RANKS) if (abs >= r.from) rank = r;
  const side = prestige > 0 ? "favourite" : prestige < 0 ? "rulebreaker" : "neither";
  return {
    name: side === "rulebreaker" ? rank.heel : rank.face,
    turnovers: side === "neither" ? 0 : rank.turnovers,
    side,
  };
}
