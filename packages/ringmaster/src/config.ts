/**
 * Wrestler sheets, match options and the match configuration: their types, the players and the
 * default options. The schemas are in `configSchema.ts`, the creation rules in `rules/creation.ts`,
 * and `validateConfig.ts` checks a configuration against both.
 */
import type { Attribute } from "./data/attributes.js";
import type { MeritOrFlaw } from "./data/creation.js";
import { DEFAULT_AUTOMATIC_DQ, DEFAULT_WARNING_THRESHOLD, type IllegalAction } from "./data/referee.js";
import type { Cage } from "./rules/cage/cage.js";
import type { TrickMemory } from "./rules/healing.js";

/** The two corners of a singles match. */
export type RingMasterPlayer = "red" | "blue";

/** The players, red first. */
export const RINGMASTER_PLAYERS: readonly RingMasterPlayer[] = ["red", "blue"];

/** One Arsenal entry: a catalogue maneuver (Flags allowed) or a Counter, with its training bonus. */
export interface ArsenalEntry {
  /** The maneuver's or Counter's name. */
  readonly maneuver: string;
  /** Training bonus: 0, 5, 10, 15 or 20. */
  readonly bonus: number;
}

/** A wrestler's sheet. */
export interface RingMasterWrestler {
  /** His ring name. */
  readonly name: string;
  /** The seven attributes, 1–100. */
  readonly attributes: Readonly<Record<Attribute, number>>;
  /** Height in inches, 60–90. */
  readonly height: number;
  /** Weight in pounds, 150–500. */
  readonly weight: number;
  /** Prestige, −100..100 (positive: fan favourite). */
  readonly prestige: number;
  /** Merits and Flaws. */
  readonly merits: readonly MeritOrFlaw[];
  /** His Arsenal. */
  readonly arsenal: readonly ArsenalEntry[];
  /** His Finisher: an Arsenal maneuver of Level 3 or more. */
  readonly finisher: string;
  /** Starred objects he hides in his tights before the bell, drawn in the match as a Trick (¶43; at most 3). */
  readonly concealed?: readonly string[];
}

/** How a singles match starts (text ¶14–¶18). */
export type RingMasterOpening = "bell" | "tie-up" | "test-of-strength" | "ambush-red" | "ambush-blue";

/** Match options: the clock, the referee, Turnovers, titles, cages and the chapter's optional rules. */
export interface RingMasterOptions {
  /** Time limit in seconds (default 600: ten minutes, 60 rounds). */
  readonly timeLimit: number;
  /** How the match starts. */
  readonly opening: RingMasterOpening;
  /** The referee's SAV for noticing a knockout (¶115). */
  readonly refereeSav: number;
  /** The optional Impairment rule (¶91–¶92). */
  readonly impairment: boolean;
  /** The accurate-timing option (¶12). */
  readonly accurateTiming: boolean;
  /** Injury faces with several conditions: lowered once (5s and 6s) or once per extra condition. */
  readonly injuryStacking: "once" | "per-condition";
  /** The point-buy budget the sheets are checked against; `null` skips the creation rules. */
  readonly pointBudget: number | null;
  /** Warnings the referee gives a wrestler before the one that disqualifies (¶118; default 3). */
  readonly warnings: number;
  /** The league's automatic-disqualification list (¶119; completion's default). */
  readonly automaticDq: readonly IllegalAction[];
  /** Turnovers are played (¶125–¶132; default true). */
  readonly turnovers: boolean;
  /** A title is on the line (¶120). */
  readonly title: boolean;
  /** The title may change hands on a disqualification or count-out (the ¶120 stipulation). */
  readonly titleOnDq: boolean;
  /** The cage, or `null` for an open ring (¶142–¶145). */
  readonly cage: Cage | null;
  /**
   * The card's Trick memory before this match: uses so far by wrestler name and Trick, −5% each
   * on the next use (¶32; absent: none). `rememberTrick` builds it from match to match.
   */
  readonly trickMemory?: TrickMemory;
}

/**
 * The default options: the chapter's ten-minute limit (¶9) and opening bell; the referee's SAV, the
 * warnings, the automatic-disqualification list and the point budget are Ringside's completion (`completion.md` › 3, › 12).
 */
export const DEFAULT_RINGMASTER_OPTIONS: RingMasterOptions = {
  timeLimit: 600,
  opening: "bell",
  refereeSav: 60,
  impairment: false,
  accurateTiming: false,
  injuryStacking: "once",
  pointBudget: 385,
  warnings: DEFAULT_WARNING_THRESHOLD,
  automaticDq: DEFAULT_AUTOMATIC_DQ,
  turnovers: true,
  title: false,
  titleOnDq: false,
  cage: null,
};

/** A singles match configuration. */
export interface RingMasterConfig {
  /** The red corner. */
  readonly red: RingMasterWrestler;
  /** The blue corner. */
  readonly blue: RingMasterWrestler;
  /** Red's tag partner: with `bluePartner`, makes the match a tag-team match (¶133). */
  readonly redPartner?: RingMasterWrestler;
  /** Blue's tag partner. */
  readonly bluePartner?: RingMasterWrestler;
  /** Options; missing ones take the defaults. */
  readonly options?: Partial<RingMasterOptions>;
}

/** A validated configuration with every option filled in. */
export interface RingMasterSetup {
  /** The red corner. */
  readonly red: RingMasterWrestler;
  /** The blue corner. */
  readonly blue: RingMasterWrestler;
  /** The tag partners, or `null` in singles. */
  readonly partners: { readonly red: RingMasterWrestler; readonly blue: RingMasterWrestler } | null;
  /** The options. */
  readonly options: RingMasterOptions;
}
