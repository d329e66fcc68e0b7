/*
 * The character loader: a sheet as a player sends it (plain JSON), checked with core's validation
 * layer. The shape (types, ranges, unknown keys with a suggestion) is a valibot schema; the rules of
 * Part I (points, caps, styles, injuries) are the rule modules', run on every part that has the
 * right shape, so every problem shows at once with its path and rule.
 */
import * as v from "valibot";
import {
  checkInput,
  isRecord,
  jsonData,
  Problems,
  PRONOUNS_MESSAGE,
  PRONOUNS_PATTERN,
  RingsideError,
  type RuleMap,
} from "@ringside/core";
import { ATTRIBUTES, type Attribute } from "../data/attributes.js";
import { CREATION_POINTS } from "../data/costs.js";
import { STYLES, type Style } from "../data/styles.js";
import {
  attributeProblems,
  budgetProblems,
  carriedInjuryProblems,
  characterCost,
  CREATION_RULE,
} from "../rules/characterCreation.js";
import { styleProblems } from "../rules/styles.js";
import type { Character, CharacterCheck } from "../sheets.js";
import { wrestlerName } from "./names.js";

const WHOLE = "must be a whole number from 0 up";
/** A whole number the rules then judge (floors and caps are rules, not shapes). */
const whole = v.pipe(v.number(WHOLE), v.integer(WHOLE), v.minValue(0, WHOLE), v.maxValue(1000, WHOLE));
const flag = v.boolean("must be true or false");
const text = v.string("must be text");
const injuryPoints = v.optional(whole);

/** The shape of a character sheet, as the loader reads it. */
const characterShape = v.strictObject(
  {
    name: wrestlerName,
    attributes: v.strictObject(
      { STR: whole, AGI: whole, SPD: whole, END: whole, TEC: whole, WEI: whole },
      "must give STR, AGI, SPD, END, TEC and WEI",
    ),
    extraStrategyPoints: v.optional(whole),
    finishers: v.optional(whole),
    styles: v.optional(
      v.array(
        v.picklist(STYLES, (issue) => `${issue.received} is not a style (${STYLES.join(", ")})`),
        "must be a list of styles",
      ),
    ),
    wildBrawler: v.optional(flag),
    cheater: v.optional(flag),
    teamwork: v.optional(whole),
    sixManTeamwork: v.optional(whole),
    injuries: v.optional(
      v.strictObject(
        {
          STR: injuryPoints,
          AGI: injuryPoints,
          SPD: injuryPoints,
          END: injuryPoints,
          TEC: injuryPoints,
          WEI: v.optional(v.custom<never>(() => false, "only STR, AGI, SPD, END and TEC can carry injuries")),
        },
        "must map STR, AGI, SPD, END or TEC to injury points (WEI is never injured)",
      ),
    ),
    alignment: v.optional(v.picklist(["face", "heel"], 'must be "face" or "heel"')),
    height: v.optional(text),
    weight: v.optional(text),
    attire: v.optional(text),
    music: v.optional(text),
    manager: v.optional(text),
    notes: v.optional(text),
    finisherName: v.optional(text),
    pronouns: v.optional(v.pipe(text, v.regex(PRONOUNS_PATTERN, PRONOUNS_MESSAGE))),
  },
  "a character must be an object",
);

const COLOUR = `${CREATION_RULE} › Colour`;
const COLOUR_FIELDS = [
  "height",
  "weight",
  "attire",
  "music",
  "manager",
  "notes",
  "finisherName",
  "pronouns",
] as const;
/** The rule of each part of a sheet (the rule modules name their own). */
const RULES: RuleMap = {
  "": CREATION_RULE,
  attributes: `${CREATION_RULE} › Attributes`,
  styles: `${CREATION_RULE} › Styles`,
  injuries: "FastMatch! › Injury",
  alignment: COLOUR,
  height: COLOUR,
  weight: COLOUR,
  attire: COLOUR,
  music: COLOUR,
  manager: COLOUR,
  notes: COLOUR,
  finisherName: COLOUR,
  pronouns: COLOUR,
};

/** The value of `schema` for `input`, or undefined when it does not have that shape. */
function part<T>(schema: v.GenericSchema<unknown, T>, input: unknown): T | undefined {
  const result = v.safeParse(schema, input);
  return result.success ? result.output : undefined;
}

/** The entries of a record that have the shape of `schema` (the rest are the shape's problems). */
function goodEntries<K extends string, T>(
  input: unknown,
  keys: readonly K[],
  schema: v.GenericSchema<unknown, T>,
): Partial<Record<K, T>> {
  const out: Partial<Record<K, T>> = {};
  if (!isRecord(input)) return out;
  for (const key of keys) {
    const value = Object.hasOwn(input, key) ? part(schema, input[key]) : undefined;
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * Checks a character sent as plain JSON against every creation rule and returns the problems found
 * (all of them) and what it spends, without throwing. The live character builder uses this.
 *
 * @throws RingsideError `INVALID_SHEET` only when the input is not JSON data at all (a cycle, a
 *   function, a hole).
 */
export function checkCharacter(input: unknown, path = "character"): CharacterCheck {
  const pre = new Problems();
  const json = jsonData(input, path, pre);
  if (json === undefined) throw new RingsideError("INVALID_SHEET", "Invalid FastMatch! character", pre.list);
  const problems = new Problems();
  const sheet = checkInput(characterShape, json, path, problems, RULES);
  const raw = isRecord(json) ? json : {};
  const at = (key: string): string => `${path}.${key}`;
  // The rules, on every part with the right shape.
  const scores: Partial<Record<Attribute, number>> = goodEntries(raw.attributes, ATTRIBUTES, whole);
  const count = (key: string): number => part(whole, raw[key]) ?? 0;
  const styles: [number, Style][] = [];
  if (Array.isArray(raw.styles))
    raw.styles.forEach((s: unknown, i) => {
      const style = STYLES.find((x) => x === s);
      if (style !== undefined) styles.push([i, style]);
    });
  if (isRecord(json)) {
    attributeProblems(scores, at("attributes"), problems);
    styleProblems(styles, scores, at("styles"), problems);
    carriedInjuryProblems(goodEntries(raw.injuries, ATTRIBUTES, whole), scores, at("injuries"), problems);
  }
  const cost = characterCost({
    attributes: { STR: 0, AGI: 0, SPD: 0, END: 0, TEC: 0, WEI: 0, ...scores },
    extraStrategyPoints: count("extraStrategyPoints"),
    finishers: count("finishers"),
    styles: [...new Set(styles.map(([, s]) => s))],
    wildBrawler: raw.wildBrawler === true,
    cheater: raw.cheater === true,
    teamwork: count("teamwork"),
    sixManTeamwork: count("sixManTeamwork"),
  });
  if (isRecord(json)) budgetProblems(cost, at("points"), problems);
  if (sheet === undefined || !problems.ok) return { character: null, problems: problems.list, cost };
  // Injuries in the order sent (only those above 0); colour fields last, in their fixed order.
  const carried: Partial<Record<Attribute, number>> = {};
  for (const key of Object.keys(isRecord(raw.injuries) ? raw.injuries : {}) as Exclude<Attribute, "WEI">[]) {
    const n = sheet.injuries?.[key];
    if (n !== undefined && n > 0) carried[key] = n;
  }
  const colour: Partial<Record<(typeof COLOUR_FIELDS)[number], string>> = {};
  for (const key of COLOUR_FIELDS) if (sheet[key] !== undefined) colour[key] = sheet[key];
  const character: Character = {
    name: sheet.name.trim(),
    attributes: sheet.attributes,
    extraStrategyPoints: sheet.extraStrategyPoints ?? 0,
    finishers: sheet.finishers ?? 0,
    styles: sheet.styles ?? [],
    wildBrawler: sheet.wildBrawler ?? false,
    cheater: sheet.cheater ?? false,
    teamwork: sheet.teamwork ?? 0,
    sixManTeamwork: sheet.sixManTeamwork ?? 0,
    injuries: carried,
    ...(sheet.alignment === undefined ? {} : { alignment: sheet.alignment }),
    ...colour,
  };
  return { character, problems: [], cost };
}

/**
 * Loads a character from plain JSON (the shape of a player's e-mail) and checks every creation rule:
 * floors, caps, linked limits, style prerequisites, the 24-point budget.
 *
 * @throws RingsideError `INVALID_SHEET` listing every problem, with the points spent and left.
 */
export function loadCharacter(json: unknown, path = "character"): Character {
  const check = checkCharacter(json, path);
  if (check.character === null) {
    const who = isRecord(json) && typeof json.name === "string" ? ` "${json.name}"` : "";
    throw new RingsideError(
      "INVALID_SHEET",
      `Invalid FastMatch! character${who} (spends ${check.cost.total} of ${CREATION_POINTS} creation points, ${check.cost.left} left)`,
      check.problems,
    );
  }
  return check.character;
}
