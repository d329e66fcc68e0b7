/*
 * A Royal Rumble's booking (FastMatch! 3.0, VIII "Royal Rumble Rules"): the entrants' sheets in order
 * of entry, their plans, the entry interval, a safety limit on rounds and the condition carried from
 * earlier matches of the night, checked from untrusted input with every problem at once.
 * Docs: /fastmatch/rumble
 */
import {
  checkInput,
  Problems,
  RingsideError,
  isRecord,
  jsonData,
  type Problem,
  isRingsideError,
  ownRecord,
} from "@ringside/core";
import * as v from "valibot";
import type { Attribute, Attributes } from "../data/attributes.js";
import { attributesBy } from "../records.js";
import { effectiveAttributes } from "../rules/characterCreation.js";
import { loadCharacter } from "../loaders/character.js";
import { byName, own } from "../loaders/names.js";
import { type Character } from "../sheets.js";
import { readPlan } from "./plan.js";
import { ONE_NIGHT, RULE } from "./ruleNames.js";
import type { RumbleConfig, RumbleWrestler } from "./types.js";

const KEYS = ["entrants", "plans", "entryInterval", "maxRounds", "condition"];

const WHOLE = "must be a whole number from 0 up";
const score = v.optional(
  v.pipe(v.number(WHOLE), v.integer(WHOLE), v.minValue(0, WHOLE), v.maxValue(1000, WHOLE)),
);
/** The shape of a rumble's starting condition: attributes by entrant name (as a singles booking's). */
const conditionSchema = ownRecord(
  v.string(),
  v.strictObject(
    { STR: score, AGI: score, SPD: score, END: score, TEC: score, WEI: score },
    "must map attributes to scores",
  ),
  "must map wrestler names to attributes",
);

/** One entrant's condition as checked (a score left out is undefined). */
type Held = Readonly<Partial<Record<Attribute, number | undefined>>>;

/**
 * An entrant's attributes at the bell: his maximum (after injuries), lowered where tonight's
 * condition holds him lower; WEI never changes (as in a singles match's set-up).
 */
export function atTheBell(max: Attributes, held: Held | undefined): Attributes {
  if (held === undefined) return max;
  return attributesBy((a) => {
    const n = held[a];
    return a === "WEI" || n === undefined ? max[a] : Math.min(max[a], n);
  });
}

/** Checks a rumble configuration (every problem at once) and opens it: the first two entrants start. */
export function prepareRumble(input: unknown): {
  wrestlers: RumbleWrestler[];
  interval: number;
  maxRounds: number;
} {
  const pre = new Problems();
  const config = jsonData(input, "", pre) as RumbleConfig | undefined;
  if (config === undefined) throw new RingsideError("INVALID_CONFIG", "Invalid Royal Rumble", pre.list);
  const problems: Problem[] = [];
  if (isRecord(config))
    for (const key of Object.keys(config))
      if (!KEYS.includes(key))
        problems.push({
          path: key,
          message: `is not part of a rumble (${KEYS.join(", ")})`,
          rule: RULE,
        });
  if (!isRecord(config) || !Array.isArray(config.entrants) || config.entrants.length < 2) {
    throw new RingsideError("INVALID_CONFIG", "Invalid Royal Rumble", [
      { path: "entrants", message: "a rumble needs at least two entrants", rule: RULE },
    ]);
  }
  const chars: Character[] = [];
  config.entrants.forEach((e, i) => {
    try {
      chars.push(loadCharacter(e, `entrants[${i}]`));
    } catch (err) {
      if (!isRingsideError(err)) throw err;
      problems.push(...err.problems);
    }
  });
  const names = chars.map((c) => c.name);
  names.forEach((n, i) => {
    if (names.indexOf(n) !== i)
      problems.push({ path: `entrants[${i}].name`, message: `${n} enters twice`, rule: RULE });
  });
  const plans = config.plans ?? {};
  if (!isRecord(plans))
    problems.push({ path: "plans", message: "must map wrestler names to plans", rule: RULE });
  else
    for (const k of Object.keys(plans))
      if (!names.includes(k)) problems.push({ path: `plans.${k}`, message: "is not an entrant", rule: RULE });
  const interval = config.entryInterval ?? 2;
  if (!Number.isSafeInteger(interval) || interval < 1)
    problems.push({ path: "entryInterval", message: "must be a whole number of rounds from 1", rule: RULE });
  const maxRounds = config.maxRounds ?? 500;
  if (!Number.isSafeInteger(maxRounds) || maxRounds < 1)
    problems.push({ path: "maxRounds", message: "must be a whole number of rounds from 1", rule: RULE });
  let condition: Readonly<Record<string, Held>> = {};
  if (config.condition !== undefined) {
    const found = new Problems();
    const checked = checkInput(conditionSchema, config.condition, "condition", found, { "": ONE_NIGHT });
    problems.push(...found.list);
    // By own key: a valibot record's output drops names such as "constructor".
    if (checked !== undefined)
      condition = Object.fromEntries(byName(config.condition, conditionSchema.value));
    // Names as sent, so that a broken sheet's condition is not reported as well.
    const sent = config.entrants.map((e) => (isRecord(e) && typeof e.name === "string" ? e.name : null));
    for (const who of isRecord(config.condition) ? Object.keys(config.condition) : [])
      if (!sent.includes(who))
        problems.push({ path: `condition.${who}`, message: "is not an entrant", rule: ONE_NIGHT });
  }
  const wrestlers = chars.map((c): RumbleWrestler => {
    const start = atTheBell(
      effectiveAttributes(c),
      Object.hasOwn(condition, c.name) ? condition[c.name] : undefined,
    );
    return {
      name: c.name,
      alignment: c.alignment ?? null,
      styles: c.styles,
      cheater: c.cheater,
      start,
      now: start,
      tecFloor: Math.ceil(start.TEC / 2),
      injuries: { ...c.injuries },
      plan: readPlan(own(plans, c.name), names, c.name, `plans.${c.name}`, problems),
      status: "waiting",
      roundsIn: 0,
      awareness: 0,
    };
  });
  if (problems.length > 0)
    throw new RingsideError(
      problems.some((p) => p.path.startsWith("entrants")) &&
        !problems.some((p) => !p.path.startsWith("entrants"))
        ? "INVALID_SHEET"
        : "INVALID_CONFIG",
      "Invalid Royal Rumble",
      problems,
    );
  return { wrestlers, interval, maxRounds };
}

/**
 * Checks a Royal Rumble configuration from an untrusted source (a show file, a form, a link) and
 * returns it typed: the entrants' sheets, plans, run-ins, the entry interval and the carried
 * condition, every problem at once with its path and rule.
 *
 * @throws RingsideError `INVALID_CONFIG` listing every problem; `INVALID_SHEET` for an entrant's sheet.
 * @example
 * ```ts
 * const config = loadRumbleConfig(JSON.parse(text));
 * const { state } = resolveRumble(config, 7);
 * ```
 */
export function loadRumbleConfig(input: unknown): RumbleConfig {
  prepareRumble(input);
  // prepareRumble refused everything that is not a RumbleConfig.
  return input as RumbleConfig;
}
