/** The match configuration: wrestlers, the advanced rules chosen, and its validation. */
import { Problems, checkInput, defined } from "@ringside/core";
import { allCards, type CardId } from "./cards.js";
import type { WrestlerProfile } from "./federation/profile.js";
import { configSchema } from "./schema.js";
import type { RassleOptions, RasslePlayer, WrestlerRank } from "./types.js";

/** The match rules a config may choose; every one has a default ({@link DEFAULT_OPTIONS}). */
export interface RasslefestOptions {
  /** Advanced rule: outside interference can be noticed and cost a disqualification. */
  readonly disqualification: boolean;
  /** Advanced rule: reshuffles allowed before a time-limit draw (0 = a "five minute" match), or null. */
  readonly timeLimit: number | null;
  /** Advanced rule: the championship is on the line; names the current champion. */
  readonly champion: RasslePlayer | null;
  /** Whether the place set by a "Now where's he going?" lasts for one attack (default) or the round. */
  readonly locationLasts: "attack" | "round";
  /**
   * Whether a controller who has no attack to make may play "Now where's he going?" on its own
   * instead of discarding (default true): the fight moves, nothing follows, he keeps control and
   * nobody rests. Either way, a controller who can attack must, and a trip made while he can
   * attack must be followed by an attack. `false`: the card is only played with a follow-up.
   */
  readonly tripAlone: boolean;
  /**
   * What Dodge, Double Knockdown and Reach for the Ropes do against a card that does no damage
   * (Taunt, "Now where's he going?", Headlock): `"negate"` (default) stops it and sets control, no
   * energy moves; `"full"` also takes the counter's printed energy effect.
   */
  readonly noDamageCounters: "negate" | "full";
}

/** The defaults of every match rule. */
export const DEFAULT_OPTIONS: RasslefestOptions = Object.freeze({
  disqualification: false,
  timeLimit: null,
  champion: null,
  locationLasts: "attack",
  tripAlone: true,
  noDamageCounters: "negate",
});

/**
 * How a match is set up. Every field is optional; the plain game is `{}`. The match rules go in
 * `options` (the Ringside convention); the same names at the top level are accepted too.
 */
export interface RasslefestConfig extends Partial<RasslefestOptions> {
  /** Wrestler profiles (names for the narrator; alignment for the ratings). */
  readonly wrestlers?: Readonly<Partial<Record<RasslePlayer, WrestlerProfile>>>;
  /** Starting energy of each wrestler (default 7 and 7; the league option gives e.g. 8 and 6). */
  readonly startingEnergy?: Readonly<Record<RasslePlayer, number>>;
  /** League ranks: jobber 6, midcarder 7, star 8, superstar 9, champion 10 energy at the start. */
  readonly ranks?: Readonly<Record<RasslePlayer, WrestlerRank>>;
  /** The whole deck in a fixed order, top first (for tests and published examples). */
  readonly stackedDeck?: readonly CardId[];
  /** The match rules (see {@link RasslefestOptions}). */
  readonly options?: Partial<RasslefestOptions>;
}

/** The former name of {@link RasslefestConfig}. */
export type RassleConfig = RasslefestConfig;

/** Starting energy per league rank. */
export const rankEnergy: Readonly<Record<WrestlerRank, number>> = Object.freeze({
  jobber: 6,
  midcarder: 7,
  star: 8,
  superstar: 9,
  champion: 10,
});

/** What {@link validateConfig} gives back. */
export interface ResolvedConfig {
  readonly options: RassleOptions;
  readonly energy: Readonly<Record<RasslePlayer, number>>;
  readonly stackedDeck: readonly CardId[] | null;
}

const RULES = {
  "": "Rasslefest › Setup",
  wrestlers: "Rasslefest › Wrestler profile",
  startingEnergy: "Rasslefest › Setup",
  ranks: "Rasslefest › Wrestler advantages",
  stackedDeck: "Rasslefest › Cards in the deck",
  disqualification: "Rasslefest › Disqualification rules",
  "options.disqualification": "Rasslefest › Disqualification rules",
  timeLimit: "Rasslefest › Time limit draws",
  "options.timeLimit": "Rasslefest › Time limit draws",
  champion: "Rasslefest › Championship matches",
  "options.champion": "Rasslefest › Championship matches",
  locationLasts: "Rasslefest › Now where's he going",
  "options.locationLasts": "Rasslefest › Now where's he going",
  tripAlone: "Rasslefest › Now where's he going",
  "options.tripAlone": "Rasslefest › Now where's he going",
  noDamageCounters: "Rasslefest › Counteractions",
  "options.noDamageCounters": "Rasslefest › Counteractions",
};

const OPTION_KEYS = Object.keys(DEFAULT_OPTIONS) as (keyof RasslefestOptions)[];

/** True for an array (false for a revoked proxy, which `checkInput` reports as unreadable). */
function isList(value: unknown): boolean {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * Checks a configuration, listing every problem in one `RingsideError` (`INVALID_CONFIG`: unknown
 * keys, wrong types, prototype names, holes and non-JSON values included), and resolves it with its
 * defaults.
 *
 * @throws RingsideError `INVALID_CONFIG`
 */
export function validateConfig(config: unknown): ResolvedConfig {
  const p = new Problems();
  const c = checkInput(configSchema, config, "", p, RULES);
  // A list passes the object schema (valibot reads it as an object with no keys): refused here.
  const list = isList(config);
  if (list) p.add("", "a config is an object of named fields, not a list", RULES[""]);
  if (c !== undefined && !list) {
    if (c.startingEnergy !== undefined && c.ranks !== undefined)
      p.add("ranks", "give either startingEnergy or ranks, not both", RULES.ranks);
    if (c.startingEnergy !== undefined && c.startingEnergy.a + c.startingEnergy.b <= 4)
      p.add("startingEnergy", "a total of four or less would be a draw at once", "Rasslefest › Victory");
    for (const key of OPTION_KEYS) {
      if (c[key] !== undefined && c.options?.[key] !== undefined)
        p.add(`options.${key}`, `given twice (at the top level and in options)`, RULES[key]);
    }
    const sd = c.stackedDeck;
    if (sd !== undefined) {
      const seen = new Set<string>();
      sd.forEach((card, i) => {
        if (seen.has(card)) p.add(`stackedDeck.${i}`, `${card} appears twice`, RULES.stackedDeck);
        seen.add(card);
      });
      if (sd.length !== allCards.length)
        p.add("stackedDeck", `must hold all ${allCards.length} cards, got ${sd.length}`, RULES.stackedDeck);
    }
  }
  p.throwIfAny("INVALID_CONFIG", "rasslefest: invalid config");
  const ok = defined(c, "rasslefest: the checked config");
  const pick = <K extends keyof RasslefestOptions>(key: K): RasslefestOptions[K] =>
    (ok.options?.[key] ?? ok[key] ?? DEFAULT_OPTIONS[key]) as RasslefestOptions[K];
  const names: Record<RasslePlayer, string> = {
    a: ok.wrestlers?.a?.name ?? "Wrestler A",
    b: ok.wrestlers?.b?.name ?? "Wrestler B",
  };
  const energy =
    ok.ranks !== undefined
      ? { a: rankEnergy[ok.ranks.a], b: rankEnergy[ok.ranks.b] }
      : (ok.startingEnergy ?? { a: 7, b: 7 });
  return {
    options: {
      names,
      disqualification: pick("disqualification"),
      timeLimit: pick("timeLimit"),
      champion: pick("champion"),
      locationLasts: pick("locationLasts"),
      tripAlone: pick("tripAlone"),
      noDamageCounters: pick("noDamageCounters"),
      handLimit: 5,
    },
    energy,
    stackedDeck: (ok.stackedDeck ?? null) as readonly CardId[] | null,
  };
}
