/*
 * The price list of character creation (FastMatch! 3.0, Part I: I.1 attributes, I.2 strategy
 * points, I.3 knacks and special abilities, V tag-team teamwork) and its floors and caps: facts of
 * the text, carried as data.
 */
/** Creation points (CGP) every character starts with. */
export const CREATION_POINTS = 24;
/** Strategy points every wrestler has before buying extra ones. */
export const BASE_STRATEGY_POINTS = 2;

/** The price list of character creation, in CGP. */
export const COSTS = {
  /** Each attribute point. */
  attributePoint: 1,
  /** Each extra strategy point. */
  strategyPoint: 2,
  /** Each finisher use. */
  finisherUse: 2,
  /** The first style. */
  firstStyle: 2,
  /** The second style, on top of the first. */
  secondStyle: 4,
  /** Wild Brawler. */
  wildBrawler: 2,
  /** Cheater. */
  cheater: 1,
  /** Each point of tag-team (or six-man) teamwork, paid by the member who buys it. */
  teamworkPoint: 1,
} as const;

/** The attribute floors, caps and linked limits of character creation. */
export const LIMITS = {
  /** Every attribute is at least 1. */
  minimum: 1,
  /** TEC and WEI are at most 10. */
  cappedMaximum: 10,
  /** WEI+AGI and WEI+SPD are each at most 15. */
  linkedMaximum: 15,
  /** Strategy points toward injury are at most 2. */
  injuryPoints: 2,
} as const;
