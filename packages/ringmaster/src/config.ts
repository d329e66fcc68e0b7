/**
 * Wrestler sheets, match options and their validation: every problem at once, each with its path
 * and rule (completion §3 for the creation rules).
 */
import { foreignObjectByName } from "./data/foreignObjects.js";
import { checkInput, isRecord, jsonData, ownRecord, Problems, RingsideError } from "@ringside/core";
import * as v from "valibot";
import { ATTRIBUTES, type Attribute } from "./data/attributes.js";
import { counterByName, TRICKS } from "./data/counters.js";
import {
  ARSENAL_SIZE,
  FINISHER_MIN_LEVEL,
  MAX_MERITS,
  MERIT_AND_FLAW_NAMES,
  MERIT_COST,
  MERITS_AND_FLAWS,
  TRAINING_BONUSES,
  TRAINING_POINTS,
  type MeritOrFlaw,
} from "./data/creation.js";
import { resolveManeuver } from "./data/flags.js";
import { CAGE_KINDS, CAGE_MATERIALS, CAGE_VICTORIES, RING_FEET } from "./data/cages.js";
import { prestigeRank } from "./data/creation.js";
import {
  DEFAULT_AUTOMATIC_DQ,
  DEFAULT_WARNING_THRESHOLD,
  ILLEGAL_ACTIONS,
  type IllegalAction,
} from "./data/referee.js";
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

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

const attributesSchema = v.strictObject(
  Object.fromEntries(ATTRIBUTES.map((a) => [a, int(1, 100)])) as Record<Attribute, ReturnType<typeof int>>,
);

/** How many objects a wrestler can hide in his tights and boots (completion). */
export const MAX_CONCEALED = 3;

/** The valibot schema of a wrestler sheet (shape and ranges; the creation rules are checked after). */
export const wrestlerSchema = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
  attributes: attributesSchema,
  height: int(60, 90),
  weight: int(150, 500),
  prestige: int(-100, 100),
  merits: v.pipe(v.array(v.picklist(MERIT_AND_FLAW_NAMES)), v.maxLength(8)),
  arsenal: v.pipe(
    v.array(
      v.strictObject({
        maneuver: v.pipe(v.string(), v.minLength(1), v.maxLength(80)),
        bonus: v.picklist(TRAINING_BONUSES),
      }),
    ),
    v.minLength(ARSENAL_SIZE.min),
    v.maxLength(ARSENAL_SIZE.max),
  ),
  finisher: v.pipe(v.string(), v.minLength(1), v.maxLength(80)),
  concealed: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(80))), v.maxLength(MAX_CONCEALED)),
  ),
});

/** The valibot schema of a card's Trick memory: uses by wrestler name, then by Trick (¶32). */
export const trickMemorySchema = v.pipe(
  ownRecord(
    v.pipe(v.string(), v.minLength(1), v.maxLength(80)),
    v.pipe(
      ownRecord(v.picklist(TRICKS.map((t) => t.name)), int(0, 1000)),
      v.check((r) => Object.keys(r).length <= TRICKS.length, "too many Tricks"),
    ),
  ),
  v.check((r) => Object.keys(r).length <= 100, "at most 100 wrestlers"),
);

/** The valibot schema of the options. */
export const optionsSchema = v.strictObject({
  timeLimit: v.optional(int(60, 3600)),
  opening: v.optional(v.picklist(["bell", "tie-up", "test-of-strength", "ambush-red", "ambush-blue"])),
  refereeSav: v.optional(int(1, 100)),
  impairment: v.optional(v.boolean()),
  accurateTiming: v.optional(v.boolean()),
  injuryStacking: v.optional(v.picklist(["once", "per-condition"])),
  pointBudget: v.optional(v.nullable(int(140, 700))),
  warnings: v.optional(int(0, 20)),
  automaticDq: v.optional(v.pipe(v.array(v.picklist(ILLEGAL_ACTIONS)), v.maxLength(ILLEGAL_ACTIONS.length))),
  turnovers: v.optional(v.boolean()),
  title: v.optional(v.boolean()),
  titleOnDq: v.optional(v.boolean()),
  cage: v.optional(
    v.nullable(
      v.strictObject({
        material: v.picklist(CAGE_MATERIALS),
        feet: int(RING_FEET + 1, 40),
        roof: v.boolean(),
        kind: v.picklist(CAGE_KINDS),
        victory: v.picklist(CAGE_VICTORIES),
      }),
    ),
  ),
  trickMemory: v.optional(trickMemorySchema),
});

/** The valibot schema of a configuration. */
export const configSchema = v.strictObject({
  red: wrestlerSchema,
  blue: wrestlerSchema,
  redPartner: v.optional(wrestlerSchema),
  bluePartner: v.optional(wrestlerSchema),
  options: v.optional(optionsSchema),
});

/** Name check of an Arsenal entry: a catalogue maneuver (Flags allowed) or a Counter. */
function knownManeuver(name: string): boolean {
  return resolveManeuver(name) !== undefined || counterByName(name) !== undefined;
}

/** The highest attribute a new wrestler may buy (completion › Point-buy). */
export const NEW_WRESTLER_MAX = 80;

/** Adds the creation rules' problems of one sheet (it passed the schema). */
export function checkWrestler(
  w: RingMasterWrestler,
  path: string,
  budget: number | null,
  problems: Problems,
): void {
  const rule = "RingMaster › Completion › The Arsenal";
  const seen = new Set<string>();
  (w.concealed ?? []).forEach((name, i) => {
    if (foreignObjectByName(name)?.concealable !== true)
      problems.add(
        `${path}.concealed.${String(i)}`,
        `"${name}" is not a starred (concealable) object of the foreign-object table`,
        "RingMaster › Foreign objects (¶43)",
      );
  });
  w.arsenal.forEach((e, i) => {
    if (!knownManeuver(e.maneuver))
      problems.add(`${path}.arsenal.${String(i)}.maneuver`, `"${e.maneuver}" is not in the catalogue`, rule);
    if (seen.has(e.maneuver))
      problems.add(`${path}.arsenal.${String(i)}.maneuver`, `"${e.maneuver}" is listed twice`, rule);
    seen.add(e.maneuver);
  });
  const fin = w.arsenal.find((e) => e.maneuver === w.finisher);
  const finM = resolveManeuver(w.finisher);
  if (fin === undefined) problems.add(`${path}.finisher`, "the Finisher must be in the Arsenal", rule);
  else if (finM === undefined)
    problems.add(`${path}.finisher`, "the Finisher must be a maneuver, not a Counter", rule);
  else if (finM.level < FINISHER_MIN_LEVEL)
    problems.add(
      `${path}.finisher`,
      `the Finisher must be Level ${String(FINISHER_MIN_LEVEL)} or more`,
      rule,
    );
  if (!w.arsenal.some((e) => resolveManeuver(e.maneuver) !== undefined))
    problems.add(`${path}.arsenal`, "the Arsenal needs at least one maneuver", rule);
  const mRule = "RingMaster › Completion › Merits and Flaws";
  if (new Set(w.merits).size !== w.merits.length)
    problems.add(`${path}.merits`, "a Merit or Flaw is listed twice", mRule);
  const merits = w.merits.filter((m) => MERITS_AND_FLAWS[m].kind === "merit").length;
  const flaws = w.merits.length - merits;
  if (merits > MAX_MERITS) problems.add(`${path}.merits`, `at most ${String(MAX_MERITS)} Merits`, mRule);
  if (flaws > MAX_MERITS) problems.add(`${path}.merits`, `at most ${String(MAX_MERITS)} Flaws`, mRule);
  if (budget !== null) {
    const total = ATTRIBUTES.reduce((s, a) => s + w.attributes[a], 0) + MERIT_COST * (merits - flaws);
    if (total > budget)
      problems.add(
        `${path}.attributes`,
        `attributes and Merits cost ${String(total)} points, more than the budget of ${String(budget)}`,
        "RingMaster › Completion › Point-buy",
      );
    // A new wrestler (the standard budget or less) has no attribute above 80; veterans, on a larger
    // budget, may reach 100 (completion › Point-buy).
    if (budget <= (DEFAULT_RINGMASTER_OPTIONS.pointBudget ?? 0))
      for (const a of ATTRIBUTES)
        if (w.attributes[a] > NEW_WRESTLER_MAX)
          problems.add(
            `${path}.attributes.${a}`,
            `${String(w.attributes[a])} is above ${String(NEW_WRESTLER_MAX)}, the most a new wrestler may have (a veteran's larger pointBudget allows up to 100)`,
            "RingMaster › Completion › Point-buy",
          );
    const training = w.arsenal.reduce((s, e) => s + e.bonus, 0);
    if (training > TRAINING_POINTS)
      problems.add(
        `${path}.arsenal`,
        `training bonuses total ${String(training)}, more than ${String(TRAINING_POINTS)}`,
        "RingMaster › Completion › Training",
      );
  }
}

/** An ambush spends a Turnover unless the victim is in his Ritual (¶18); without one there is no ambush. */
function checkAmbush(
  config: Pick<RingMasterConfig, "red" | "blue">,
  options: RingMasterOptions,
  problems: Problems,
): void {
  if (!options.turnovers || (options.opening !== "ambush-red" && options.opening !== "ambush-blue")) return;
  const [by, victim] =
    options.opening === "ambush-red" ? [config.red, config.blue] : [config.blue, config.red];
  if (victim.merits.includes("Ritual")) return;
  if (prestigeRank(by.prestige).turnovers < 1)
    problems.add(
      "options.opening",
      `${by.name} has no Turnover to spend on an ambush (and ${victim.name} has no Ritual)`,
      "RingMaster › The ambush (¶18)",
    );
}

/** The rule each part of a wrestler sheet answers to, for shape problems. */
const WRESTLER_RULES = {
  "": "RingMaster › Completion › Attributes",
  arsenal: "RingMaster › Completion › The Arsenal",
  finisher: "RingMaster › Completion › The Arsenal",
  merits: "RingMaster › Completion › Merits and Flaws",
  concealed: "RingMaster › Foreign objects (¶43)",
};

/** The places a wrestler sheet can take in a configuration. */
const SHEET_KEYS = ["red", "blue", "redPartner", "bluePartner"] as const;

/**
 * The configuration's own frame: which keys it may have. Each sheet and the options are checked on
 * their own after it, so one broken part never hides the problems of another.
 */
const configFrame = v.strictObject({
  red: v.unknown(),
  blue: v.unknown(),
  redPartner: v.optional(v.unknown()),
  bluePartner: v.optional(v.unknown()),
  options: v.optional(v.unknown()),
});

/**
 * The point budget to check the sheets against: the options' own `pointBudget` when that one is
 * right (absent: the default), even if other options are broken; a broken one gives `null` (the
 * point-buy is skipped rather than judged against a budget the user did not ask for).
 */
function budgetOf(options: unknown): number | null {
  const given = isRecord(options) ? options.pointBudget : undefined;
  if (given === undefined) return DEFAULT_RINGMASTER_OPTIONS.pointBudget;
  const parsed = v.safeParse(optionsSchema.entries.pointBudget, given);
  if (!parsed.success) return null;
  return parsed.output === undefined ? DEFAULT_RINGMASTER_OPTIONS.pointBudget : parsed.output;
}

/**
 * Validates a configuration; returns it with every option filled in. Every problem is reported at
 * once: the frame, each sheet and the options are checked for shape on their own, and the creation
 * rules run on every sheet whose shape is right, so the shape problems of one wrestler and the
 * creation-rule problems of another come in the same error, each with its path and rule.
 *
 * @throws RingsideError `INVALID_CONFIG` listing every problem (path, message, rule): shape, ranges,
 * unknown keys, maneuvers not in the catalogue, broken Arsenals and Finishers, the point-buy.
 * @example
 * const setup = validateConfig({ red: sheetA, blue: sheetB, options: { timeLimit: 300 } });
 */
export function validateConfig(input: unknown): RingMasterSetup {
  const problems = new Problems();
  const fail = (): never => {
    throw new RingsideError(
      "INVALID_CONFIG",
      "ringmaster: invalid match configuration",
      problems.ok ? "is not a configuration" : problems.list,
    );
  };
  const raw = jsonData(input, "", problems);
  if (!problems.ok) fail();
  checkInput(configFrame, raw, "", problems, { "": "RingMaster › Match set-up" });
  if (!isRecord(raw)) fail();
  const parts = raw as Record<string, unknown>;
  const given =
    parts.options === undefined
      ? {}
      : checkInput(optionsSchema, parts.options, "options", problems, { "": "RingMaster › Options" });
  const budget = budgetOf(parts.options);
  const sheets: Partial<Record<(typeof SHEET_KEYS)[number], RingMasterWrestler>> = {};
  for (const key of SHEET_KEYS) {
    if (parts[key] === undefined) continue;
    const sheet = checkInput(wrestlerSchema, parts[key], key, problems, WRESTLER_RULES) as
      RingMasterWrestler | undefined;
    // the creation rules judge every sheet whose own shape is right, whatever else is broken
    if (sheet !== undefined) {
      checkWrestler(sheet, key, budget, problems);
      sheets[key] = sheet;
    }
  }
  if ((parts.redPartner === undefined) !== (parts.bluePartner === undefined))
    problems.add(
      parts.redPartner === undefined ? "redPartner" : "bluePartner",
      "a tag-team match needs a partner on both sides",
      "RingMaster › Tag teams (¶133)",
    );
  const { red, blue, redPartner, bluePartner } = sheets;
  const options: RingMasterOptions | undefined =
    given === undefined
      ? undefined
      : {
          ...DEFAULT_RINGMASTER_OPTIONS,
          ...(Object.fromEntries(
            Object.entries(given).filter(([, value]) => value !== undefined),
          ) as Partial<RingMasterOptions>),
        };
  if (options !== undefined && red !== undefined && blue !== undefined)
    checkAmbush({ red, blue }, options, problems);
  if (!problems.ok || options === undefined || red === undefined || blue === undefined) return fail();
  const partners =
    redPartner !== undefined && bluePartner !== undefined ? { red: redPartner, blue: bluePartner } : null;
  return { red, blue, partners, options };
}
