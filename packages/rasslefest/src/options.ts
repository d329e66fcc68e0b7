/** The match configuration: wrestlers, the advanced rules chosen, and its validation. */
import { Problems, isIntIn, isRecord } from "@ringside/core";
import { allCards, isCardId, type CardId } from "./cards.js";
import { checkProfile, type WrestlerProfile } from "./federation/profile.js";
import type { RassleOptions, RasslePlayer, WrestlerRank } from "./types.js";

/** How a match is set up. Every field is optional; the plain game is `{}`. */
export interface RassleConfig {
  /** Wrestler profiles (names for the narrator; alignment for the ratings). */
  readonly wrestlers?: Readonly<Partial<Record<RasslePlayer, WrestlerProfile>>>;
  /** Starting energy of each wrestler (default 7 and 7; the league option gives e.g. 8 and 6). */
  readonly startingEnergy?: Readonly<Record<RasslePlayer, number>>;
  /** League ranks: jobber 6, midcarder 7, star 8, superstar 9, champion 10 energy at the start. */
  readonly ranks?: Readonly<Record<RasslePlayer, WrestlerRank>>;
  /** Advanced rule: outside interference can be noticed and cost a disqualification. */
  readonly disqualification?: boolean;
  /** Advanced rule: reshuffles allowed before a time-limit draw (0 = a "five minute" match). */
  readonly timeLimit?: number | null;
  /** Advanced rule: the championship is on the line; names the current champion. */
  readonly champion?: RasslePlayer | null;
  /** Whether the location set by a "Now where's he going?" lasts for one attack (default) or the round. */
  readonly locationLasts?: "attack" | "round";
  /**
   * Whether a controller who has no attack to make may play "Now where's he going?" on its own
   * instead of discarding (default true): the fight moves, nothing follows, he keeps control and
   * nobody rests. Either way, a controller who can attack must, and a trip made while he can
   * attack must be followed by an attack. `false`: the card is only played with a follow-up.
   */
  readonly tripAlone?: boolean;
  /**
   * What Dodge, Double Knockdown and Reach for the Ropes do against a card that does no damage
   * (Taunt, "Now where's he going?", Headlock): `"negate"` (default) stops it and sets control, no
   * energy moves; `"full"` also takes the counter's printed energy effect.
   */
  readonly noDamageCounters?: "negate" | "full";
  /** The whole deck in a fixed order, top first (for tests and published examples). */
  readonly stackedDeck?: readonly CardId[];
}

/** Starting energy per league rank. */
export const rankEnergy: Readonly<Record<WrestlerRank, number>> = {
  jobber: 6,
  midcarder: 7,
  star: 8,
  superstar: 9,
  champion: 10,
};

const PLAYERS: readonly RasslePlayer[] = ["a", "b"];

/** What {@link validateConfig} gives back. */
export interface ResolvedConfig {
  readonly options: RassleOptions;
  readonly energy: Readonly<Record<RasslePlayer, number>>;
  readonly stackedDeck: readonly CardId[] | null;
}

/**
 * Checks a configuration, listing every problem in one `RingsideError` (`INVALID_CONFIG`), and
 * resolves it with its defaults.
 */
export function validateConfig(config: unknown): ResolvedConfig {
  const p = new Problems();
  if (!isRecord(config)) {
    p.add("config", "must be an object (use {} for the plain game)", "Rasslefest › Setup");
    p.throwIfAny("INVALID_CONFIG", "rasslefest: invalid config");
  }
  const c = config as Record<string, unknown>;
  const names: Record<RasslePlayer, string> = { a: "Wrestler A", b: "Wrestler B" };
  if (c.wrestlers !== undefined) {
    if (!isRecord(c.wrestlers))
      p.add("wrestlers", "must map a/b to profiles", "Rasslefest › Wrestler profile");
    else {
      for (const key of Object.keys(c.wrestlers)) {
        if (key !== "a" && key !== "b")
          p.add(`wrestlers.${key}`, "only a and b wrestle", "Rasslefest › Setup");
      }
      for (const pl of PLAYERS) {
        const w = c.wrestlers[pl];
        if (w !== undefined && checkProfile(w, `wrestlers.${pl}`, p)) names[pl] = (w as WrestlerProfile).name;
      }
    }
  }
  let energy: Record<RasslePlayer, number> = { a: 7, b: 7 };
  if (c.startingEnergy !== undefined && c.ranks !== undefined) {
    p.add("ranks", "give either startingEnergy or ranks, not both", "Rasslefest › Wrestler advantages");
  }
  if (c.startingEnergy !== undefined) {
    if (!isRecord(c.startingEnergy)) p.add("startingEnergy", "must be { a, b }", "Rasslefest › Setup");
    else {
      const se = c.startingEnergy;
      for (const pl of PLAYERS) {
        if (!isIntIn(se[pl], 1, 20))
          p.add(`startingEnergy.${pl}`, "must be a whole number from 1 to 20", "Rasslefest › Setup");
      }
      if (isIntIn(se.a, 1, 20) && isIntIn(se.b, 1, 20)) {
        energy = { a: se.a, b: se.b };
        if (se.a + se.b <= 4)
          p.add("startingEnergy", "a total of four or less would be a draw at once", "Rasslefest › Victory");
      }
    }
  }
  if (c.ranks !== undefined) {
    if (!isRecord(c.ranks)) p.add("ranks", "must be { a, b }", "Rasslefest › Wrestler advantages");
    else {
      const r = c.ranks;
      for (const pl of PLAYERS) {
        const rank = r[pl];
        if (typeof rank !== "string" || !(rank in rankEnergy)) {
          p.add(
            `ranks.${pl}`,
            `must be one of ${Object.keys(rankEnergy).join(", ")}`,
            "Rasslefest › Wrestler advantages",
          );
        }
      }
      const ra = r.a as WrestlerRank;
      const rb = r.b as WrestlerRank;
      if (ra in rankEnergy && rb in rankEnergy) energy = { a: rankEnergy[ra], b: rankEnergy[rb] };
    }
  }
  if (c.disqualification !== undefined && typeof c.disqualification !== "boolean") {
    p.add("disqualification", "must be true or false", "Rasslefest › Disqualification rules");
  }
  if (c.timeLimit !== undefined && c.timeLimit !== null && !isIntIn(c.timeLimit, 0, 100)) {
    p.add(
      "timeLimit",
      "must be null or a number of reshuffles from 0 to 100",
      "Rasslefest › Time limit draws",
    );
  }
  if (c.champion !== undefined && c.champion !== null && c.champion !== "a" && c.champion !== "b") {
    p.add("champion", 'must be "a", "b" or null', "Rasslefest › Championship matches");
  }
  if (c.locationLasts !== undefined && c.locationLasts !== "attack" && c.locationLasts !== "round") {
    p.add("locationLasts", 'must be "attack" or "round"', "Rasslefest › Now where's he going");
  }
  if (c.tripAlone !== undefined && typeof c.tripAlone !== "boolean") {
    p.add("tripAlone", "must be true or false", "Rasslefest › Now where's he going");
  }
  if (c.noDamageCounters !== undefined && c.noDamageCounters !== "negate" && c.noDamageCounters !== "full") {
    p.add("noDamageCounters", 'must be "negate" or "full"', "Rasslefest › Counteractions");
  }
  let stacked: CardId[] | null = null;
  if (c.stackedDeck !== undefined) {
    const sd = c.stackedDeck;
    if (!Array.isArray(sd)) p.add("stackedDeck", "must list the 80 cards", "Rasslefest › Cards in the deck");
    else {
      const seen = new Set<string>();
      sd.forEach((card: unknown, i) => {
        if (!isCardId(card))
          p.add(
            `stackedDeck[${i}]`,
            `${String(card)} is not a card of the deck`,
            "Rasslefest › Cards in the deck",
          );
        else if (seen.has(card))
          p.add(`stackedDeck[${i}]`, `${card} appears twice`, "Rasslefest › Cards in the deck");
        else seen.add(card);
      });
      if (sd.length !== allCards.length) {
        p.add(
          "stackedDeck",
          `must hold all ${allCards.length} cards, got ${sd.length}`,
          "Rasslefest › Cards in the deck",
        );
      }
      stacked = sd as CardId[];
    }
  }
  p.throwIfAny("INVALID_CONFIG", "rasslefest: invalid config");
  return {
    options: {
      names,
      disqualification: c.disqualification === true,
      timeLimit: typeof c.timeLimit === "number" ? c.timeLimit : null,
      champion: c.champion === "a" || c.champion === "b" ? c.champion : null,
      locationLasts: c.locationLasts === "round" ? "round" : "attack",
      tripAlone: c.tripAlone !== false,
      noDamageCounters: c.noDamageCounters === "full" ? "full" : "negate",
      handLimit: 5,
    },
    energy,
    stackedDeck: stacked,
  };
}
