import { isRecord, Problems, RingsideError, type Problem } from "@ringside/core";
import { ABILITIES, FAN_SUPPORT, isAbility, type Ability, type Face } from "./abilities.js";

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

const STANDARD_KEYS = ["kind", "name", "specialty", "weakness", "faces3to5"];
const CUSTOM_KEYS = ["kind", "name", "faces"];
const LIST = ABILITIES.join(", ");

/**
 * Checks a sheet and adds every problem found to `problems` (paths start with `path`). Returns the
 * validated wrestler, or `null` when anything is wrong.
 */
export function checkSheet(
  input: unknown,
  path: string,
  problems: Problems,
  rules: SheetRules = DEFAULT_SHEET_RULES,
): Wrestler | null {
  const at = (key: string): string => (path === "" ? key : `${path}.${key}`);
  const before = problems.list.length;
  if (!isRecord(input)) {
    problems.add(path, "a wrestler sheet must be an object with a name and abilities", SHEET_RULE);
    return null;
  }
  const kind = input.kind ?? "standard";
  if (kind !== "standard" && kind !== "custom") {
    problems.add(at("kind"), `must be "standard" or "custom", got ${JSON.stringify(kind)}`, SHEET_RULE);
    return null;
  }
  const allowed = kind === "standard" ? STANDARD_KEYS : CUSTOM_KEYS;
  for (const key of Object.keys(input)) {
    if (!allowed.includes(key)) problems.add(at(key), `unknown field on a ${kind} sheet`, SHEET_RULE);
  }
  const name = input.name;
  if (typeof name !== "string" || name.trim() === "") {
    problems.add(at("name"), "every wrestler needs a name", SHEET_RULE);
  } else if (name.length > 80) {
    problems.add(at("name"), "a name may hold at most 80 characters", SHEET_RULE);
  }
  let faces: Face[] = [];
  if (kind === "custom") {
    if (!rules.customSheets) {
      problems.add(at("kind"), "this match only accepts standard sheets (custom sheets are off)", SHEET_RULE);
    }
    const list = input.faces;
    if (!Array.isArray(list) || list.length !== 5) {
      problems.add(at("faces"), "a custom sheet lists exactly five abilities, for faces 1 to 5", SHEET_RULE);
    } else {
      list.forEach((a: unknown, i) => {
        if (!isAbility(a))
          problems.add(at(`faces[${i}]`), `face ${i + 1} must be one of ${LIST}`, SHEET_RULE);
      });
      if (list.every(isAbility)) {
        if (new Set(list).size < 2) {
          problems.add(
            at("faces"),
            "faces 1 to 5 need at least two different abilities, or a roll could never miss",
            SHEET_RULE,
          );
        }
        faces = [...list, FAN_SUPPORT];
      }
    }
  } else {
    const { specialty, weakness } = input;
    const okSpecialty = isAbility(specialty);
    const okWeakness = isAbility(weakness);
    if (!okSpecialty) problems.add(at("specialty"), `must be one of ${LIST}`, SHEET_RULE);
    if (!okWeakness) problems.add(at("weakness"), `must be one of ${LIST}`, SHEET_RULE);
    if (okSpecialty && okWeakness && specialty === weakness) {
      problems.add(at("weakness"), "the weakness must be another ability than the specialty", SHEET_RULE);
    }
    const list = input.faces3to5;
    if (!Array.isArray(list) || list.length !== 3) {
      problems.add(at("faces3to5"), "list exactly three abilities, for faces 3, 4 and 5", SHEET_RULE);
    } else {
      const seen = new Set<unknown>();
      list.forEach((a: unknown, i) => {
        const where = at(`faces3to5[${i}]`);
        if (!isAbility(a)) problems.add(where, `face ${i + 3} must be one of ${LIST}`, SHEET_RULE);
        else if (okWeakness && a === weakness) {
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
      if (okSpecialty && list.every(isAbility)) faces = [specialty, specialty, ...list, FAN_SUPPORT];
    }
  }
  if (problems.list.length > before || faces.length !== 6 || typeof name !== "string") return null;
  return { name: name.trim(), faces: faces as unknown as Wrestler["faces"] };
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
