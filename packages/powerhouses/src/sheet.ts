import {
  checkData,
  describe,
  isRecord,
  jsonData,
  Problems,
  RingsideError,
  type Problem,
} from "@ringside/core";
import * as v from "valibot";
import { FAN_SUPPORT, isAbility, type Ability, type Face } from "./abilities.js";
import { customSheetSchema, standardSheetSchema } from "./schemas.js";

/** The rule every sheet problem points to. */
export const SHEET_RULE = "Powerhouses › Preparing to Play";

/**
 * A wrestler written the standard way: a specialty on faces 1 and 2, three different abilities
 * (never the weakness) on faces 3, 4 and 5, and Fan Support on face 6.
 */
export interface StandardSheet {
  readonly kind?: "standard";
  readonly name: string;
  readonly specialty: Ability;
  readonly weakness: Ability;
  /** The abilities written next to faces 3, 4 and 5, in that order. */
  readonly faces3to5: readonly [Ability, Ability, Ability];
}

/**
 * A "real wrestler" rated freely: any ability on each of faces 1 to 5 (at least two different
 * ones, so that a roll can miss), Fan Support on face 6.
 */
export interface CustomSheet {
  readonly kind: "custom";
  readonly name: string;
  /** The abilities written next to faces 1 to 5, in that order. */
  readonly faces: readonly [Ability, Ability, Ability, Ability, Ability];
}

/** A wrestler sheet as a player writes it. */
export type SheetInput = StandardSheet | CustomSheet;

/** A validated wrestler: the name and what each face 1..6 reads (index 0 is face 1). */
export interface Wrestler {
  readonly name: string;
  readonly faces: readonly [Face, Face, Face, Face, Face, Face];
}

/** Which sheet layouts a match accepts. */
export interface SheetRules {
  /** May the specialty appear again on faces 3 to 5? The text only bars the weakness there. */
  readonly specialtyOnFacesThreeToFive: boolean;
  /** Are freely rated "real wrestler" sheets allowed? */
  readonly customSheets: boolean;
}

/** The sheet rules used when none are given: both permissive readings. */
export const DEFAULT_SHEET_RULES: SheetRules = { specialtyOnFacesThreeToFive: true, customSheets: true };

const RULES = { "": SHEET_RULE };
/** A sheet as the schemas type it (either kind). */
type SheetShape = v.InferOutput<typeof standardSheetSchema> | v.InferOutput<typeof customSheetSchema>;
/** A sheet whose `kind` is wrong is still checked as the kind its other keys suggest. */
const STANDARD_BODY = v.omit(standardSheetSchema, ["kind"]);
const CUSTOM_BODY = v.omit(customSheetSchema, ["kind"]);

/**
 * Checks a sheet and adds every problem found to `problems` (paths start with `path`): the shape
 * (unknown keys, names of abilities, list lengths), then what a shape cannot say (the weakness
 * stays off faces 3 to 5, which differ; a custom sheet can miss). A sheet with a bad `kind` is
 * still checked as the kind its keys suggest, so its other problems are reported too. Returns the
 * validated wrestler, or `null` when anything is wrong.
 */
export function checkSheet(
  input: unknown,
  path: string,
  problems: Problems,
  rules: SheetRules = DEFAULT_SHEET_RULES,
): Wrestler | null {
  const before = problems.list.length;
  // Own JSON data only (no getters, prototypes, holes or cycles), checked once.
  const clean = jsonData(input, path, problems);
  if (problems.list.length > before) return null;
  return checkSheetData(clean, path, problems, rules);
}

/**
 * {@link checkSheet} for a value that is already a clean copy made by core's `jsonData` (a match
 * config checks the whole config as JSON data once, then each sheet in it with this): the same
 * checks but the copy. Internal to the package.
 */
export function checkSheetData(
  clean: unknown,
  path: string,
  problems: Problems,
  rules: SheetRules = DEFAULT_SHEET_RULES,
): Wrestler | null {
  const at = (key: string): string => (path === "" ? key : `${path}.${key}`);
  const before = problems.list.length;
  if (!isRecord(clean)) {
    problems.add(path, "a wrestler sheet must be an object with a name and abilities", SHEET_RULE);
    return null;
  }
  const kind = Object.hasOwn(clean, "kind") ? clean.kind : "standard";
  let custom: boolean;
  // The sheet as its schema types it; undefined when the shape (or the kind) is wrong.
  let sheet: SheetShape | undefined;
  if (kind === "standard" || kind === "custom") {
    custom = kind === "custom";
    sheet = custom
      ? checkData(customSheetSchema, clean, path, problems, RULES)
      : checkData(standardSheetSchema, clean, path, problems, RULES);
  } else {
    problems.add(at("kind"), `must be "standard" or "custom", got ${describe(kind)}`, SHEET_RULE);
    custom = Object.hasOwn(clean, "faces");
    const { kind: _kind, ...body } = clean;
    void _kind;
    if (custom) checkData(CUSTOM_BODY, body, path, problems, RULES);
    else checkData(STANDARD_BODY, body, path, problems, RULES);
  }
  if (custom) {
    if (!rules.customSheets) {
      problems.add(at("kind"), "this match only accepts standard sheets (custom sheets are off)", SHEET_RULE);
    }
    const list = clean.faces;
    if (Array.isArray(list) && list.length === 5 && list.every(isAbility)) {
      if (new Set(list).size < 2) {
        problems.add(
          at("faces"),
          "faces 1 to 5 need at least two different abilities, or a roll could never miss",
          SHEET_RULE,
        );
      }
    }
  } else {
    const { specialty, weakness } = clean;
    const okSpecialty = isAbility(specialty);
    const okWeakness = isAbility(weakness);
    if (okSpecialty && okWeakness && specialty === weakness) {
      problems.add(at("weakness"), "the weakness must be another ability than the specialty", SHEET_RULE);
    }
    const list = clean.faces3to5;
    if (Array.isArray(list) && list.length === 3) {
      const seen = new Set<unknown>();
      list.forEach((a: unknown, i) => {
        const where = at(`faces3to5[${i}]`);
        if (!isAbility(a)) return;
        if (okWeakness && a === weakness) {
          problems.add(where, `face ${i + 3} cannot be the weakness (${a})`, SHEET_RULE);
        } else if (seen.has(a)) {
          problems.add(
            where,
            `face ${i + 3} repeats ${a}: faces 3 to 5 need three different abilities`,
            SHEET_RULE,
          );
        } else if (!rules.specialtyOnFacesThreeToFive && okSpecialty && a === specialty) {
          problems.add(
            where,
            `face ${i + 3} repeats the specialty (${a}), which this match does not allow`,
            SHEET_RULE,
          );
        }
        seen.add(a);
      });
    }
  }
  if (problems.list.length > before || sheet === undefined) return null;
  const faces: Wrestler["faces"] =
    sheet.kind === "custom"
      ? [...sheet.faces, FAN_SUPPORT]
      : [sheet.specialty, sheet.specialty, ...sheet.faces3to5, FAN_SUPPORT];
  return { name: sheet.name.trim(), faces };
}

/** Every problem of a sheet, all at once (an empty list means the sheet is valid). */
export function sheetProblems(input: unknown, rules: SheetRules = DEFAULT_SHEET_RULES): readonly Problem[] {
  const problems = new Problems();
  checkSheet(input, "", problems, rules);
  return problems.list;
}

/**
 * Validates a sheet and returns the wrestler, or throws one `RingsideError` (`INVALID_SHEET`)
 * listing every problem.
 */
export function validateSheet(input: unknown, rules: SheetRules = DEFAULT_SHEET_RULES): Wrestler {
  const problems = new Problems();
  const wrestler = checkSheet(input, "", problems, rules);
  if (wrestler === null) {
    throw new RingsideError("INVALID_SHEET", "powerhouses: invalid wrestler sheet", [...problems.list]);
  }
  return wrestler;
}

/** True when face (1..6) of this wrestler counts for `ability` (its own ability, or Fan Support). */
export function faceMatches(wrestler: Wrestler, face: number, ability: Ability): boolean {
  const read = wrestler.faces[face - 1];
  return read === ability || read === FAN_SUPPORT;
}

/** How many of the six faces count for `ability` on this wrestler's dice. */
export function facesFor(wrestler: Wrestler, ability: Ability): number {
  let n = 0;
  for (const f of wrestler.faces) if (f === ability || f === FAN_SUPPORT) n++;
  return n;
}
