/**
 * The match configuration: two named heroes, with fixed power sets or none (then a draft), and
 * the options of the readings where players differ. Validated with valibot, every problem at once.
 */
import { checkInput, deepFreeze, Problems, RingsideError } from "@ringside/core";
import * as v from "valibot";
import { POWER_IDS, type PowerId } from "./data/powerIds.js";
import { DEFAULT_OPTIONS } from "./options.js";
import type { SuperDiceOptions } from "./types.js";

export { DEFAULT_OPTIONS };

/** One hero as configured: a name, and five powers when they are fixed instead of drafted. */
export interface SuperDiceHeroConfig {
  readonly name: string;
  readonly powers?: readonly PowerId[];
}

/** A Super Dice match configuration. */
export interface SuperDiceConfig {
  readonly red: SuperDiceHeroConfig;
  readonly blue: SuperDiceHeroConfig;
  readonly options?: Partial<SuperDiceOptions>;
}

/** Schema of one hero. */
export const heroConfigSchema = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, "a hero needs a name"), v.maxLength(60)),
  powers: v.optional(
    v.pipe(
      v.array(v.picklist(POWER_IDS, "not a power of the list")),
      v.length(5, "a hero has exactly five powers"),
    ),
  ),
});

/** Schema of the options (every key optional, no unknown key). */
export const optionsSchema = v.strictObject({
  backlash: v.optional(v.boolean()),
  initiativeTie: v.optional(v.picklist(["rolloff", "reroll"])),
  convertedKeepsSide: v.optional(v.boolean()),
  freezeChooser: v.optional(v.picklist(["user", "victim"])),
  sidekickShields: v.optional(v.boolean()),
  luckKeeps: v.optional(v.picklist(["highest", "first"])),
  turnLimit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))),
  borrowRepeats: v.optional(v.boolean()),
});

/** Schema of the whole configuration. */
export const configSchema = v.strictObject({
  red: heroConfigSchema,
  blue: heroConfigSchema,
  options: v.optional(optionsSchema),
});

const RULES = {
  "": "Super Dice › Setup",
  "red.powers": "Super Dice › Setup (five powers, none twice)",
  "blue.powers": "Super Dice › Setup (five powers, none twice)",
  options: "Super Dice › Interpretations",
} as const;

/** Checks a configuration, collecting every problem into `problems`; the typed config when sound. */
export function checkConfig(input: unknown, problems: Problems, path = ""): SuperDiceConfig | undefined {
  const config = checkInput(configSchema, input, path, problems, RULES) as SuperDiceConfig | undefined;
  if (config === undefined) return undefined;
  const at = (rest: string): string => (path === "" ? rest : `${path}.${rest}`);
  const red = config.red.powers;
  const blue = config.blue.powers;
  if ((red === undefined) !== (blue === undefined)) {
    problems.add(
      at(red === undefined ? "red.powers" : "blue.powers"),
      "give both heroes their five powers, or neither (then they draft)",
      RULES["red.powers"],
    );
  }
  const seen = new Map<PowerId, string>();
  for (const side of ["red", "blue"] as const) {
    config[side].powers?.forEach((id, i) => {
      const before = seen.get(id);
      if (before !== undefined)
        problems.add(at(`${side}.powers[${i}]`), `${id} is already taken (${before})`, RULES["red.powers"]);
      else seen.set(id, `${side}.powers[${i}]`);
    });
  }
  return problems.ok ? config : undefined;
}

/**
 * Validates a configuration. A deep-frozen configuration (every object and list in it frozen) is
 * checked once: it cannot have changed since, so bulk runs that pass the same frozen object
 * (`simulate`, the fast path) get the checked copy back without a second check.
 *
 * @throws RingsideError `INVALID_CONFIG` listing every problem with its path and rule.
 */
export function parseConfig(input: unknown): SuperDiceConfig {
  const known = typeof input === "object" && input !== null ? CHECKED.get(input) : undefined;
  if (known !== undefined) return known;
  const problems = new Problems();
  const config = checkConfig(input, problems);
  problems.throwIfAny("INVALID_CONFIG", "superdice: invalid configuration");
  if (config === undefined)
    throw new RingsideError("INVALID_CONFIG", "superdice: invalid configuration", "unreadable");
  if (typeof input === "object" && input !== null && deepFrozen(input))
    CHECKED.set(input, deepFreeze(config));
  return config;
}

/** The checked copies of deep-frozen configurations, by the configuration checked. */
const CHECKED = new WeakMap<object, SuperDiceConfig>();

/** True when `value` and everything in it is frozen (a valid configuration has no cycle). */
function deepFrozen(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(deepFrozen);
}

/** The options with defaults filled in. */
export function resolveOptions(config: SuperDiceConfig): SuperDiceOptions {
  const o = config.options ?? {};
  return {
    backlash: o.backlash ?? DEFAULT_OPTIONS.backlash,
    initiativeTie: o.initiativeTie ?? DEFAULT_OPTIONS.initiativeTie,
    convertedKeepsSide: o.convertedKeepsSide ?? DEFAULT_OPTIONS.convertedKeepsSide,
    freezeChooser: o.freezeChooser ?? DEFAULT_OPTIONS.freezeChooser,
    sidekickShields: o.sidekickShields ?? DEFAULT_OPTIONS.sidekickShields,
    luckKeeps: o.luckKeeps ?? DEFAULT_OPTIONS.luckKeeps,
    turnLimit: o.turnLimit ?? DEFAULT_OPTIONS.turnLimit,
    borrowRepeats: o.borrowRepeats ?? DEFAULT_OPTIONS.borrowRepeats,
  };
}
