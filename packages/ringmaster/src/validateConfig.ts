/**
 * `validateConfig`: a configuration checked for shape (the frame, each sheet and the options on
 * their own), then each sound sheet against the creation rules and the opening against the ambush
 * rule, every problem reported at once.
 */
import { checkInput, isRecord, jsonData, Problems, RingsideError } from "@ringside/core";
import * as v from "valibot";
import { prestigeRank } from "./data/creation.js";
import {
  DEFAULT_RINGMASTER_OPTIONS,
  type RingMasterConfig,
  type RingMasterOptions,
  type RingMasterSetup,
  type RingMasterWrestler,
} from "./config.js";
import { optionsSchema, wrestlerSchema } from "./configSchema.js";
import { checkWrestler } from "./rules/creation.js";

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
