/**
 * Loading what players send (slot sheets and strategies shaped like their e-mails) and the match
 * configuration, with valibot schemas: every problem at once, each with its path and rule, unknown
 * keys refused. Semantic checks (the cost table, multi-slotting, the style picks, round actions,
 * the energy track) add to the same list.
 *
 * @module
 */
import * as v from "valibot";
import {
  defined,
  PRONOUNS_MESSAGE,
  PRONOUNS_PATTERN,
  Problems,
  checkInput,
  isRecord,
  ownRecord,
  type RuleMap,
} from "@ringside/core";
import { checkEnergyTrack } from "./rules/energyTrack.js";
import { checkMultiSlot } from "./rules/multiSlotting.js";
import { isLegalRoundAction } from "./rules/roundActions.js";
import { RULE } from "./rules/ruleNames.js";
import { checkSlotBuild, freeScores, isSlotAttribute } from "./rules/slotBuilding.js";
import {
  ATTITUDES,
  BLITZMATCH_STYLES,
  DEFAULT_BLITZMATCH_OPTIONS,
  type BlitzMatchOptions,
  type BlitzMatchOptionsInput,
  type BlitzMatchSetup,
  type BlitzMatchSlot,
  type BlitzMatchStrategy,
  SLOT_ATTRIBUTES,
} from "./types.js";

const score = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10));
const attributeName = v.pipe(
  v.string(),
  v.regex(/^[a-z][A-Za-z0-9]{0,31}$/, "a custom attribute name is a camelCase word of up to 32 letters"),
);

/** The valibot schema of a slot sheet (BlitzMatch › I.2). */
export const slotSchema = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(80)),
  energy: score,
  recovery: score,
  stamina: score,
  teamWork: score,
  technical: score,
  power: score,
  martialArts: score,
  brawling: score,
  highFlying: score,
  weight: score,
  cheating: score,
  custom: v.optional(v.pipe(ownRecord(attributeName, score), v.maxEntries(16))),
  pronouns: v.optional(v.pipe(v.string(), v.regex(PRONOUNS_PATTERN, PRONOUNS_MESSAGE))),
});

/** The valibot schema of a round action (BlitzMatch › II.2). */
export const roundActionSchema = v.strictObject({
  attitude: v.picklist(ATTITUDES),
  activity: v.picklist([0, 1, 2, 3] as const),
});

/** One ADDed style: one of the seven; TeamWork and its kind may be DISCARDed but never ADDed (III.1.b). */
const addedStyle = v.picklist(
  BLITZMATCH_STYLES,
  (issue) =>
    `expected one of the seven styles (${BLITZMATCH_STYLES.join(", ")}), got ${issue.received}` +
    (typeof issue.input === "string" ? " (TeamWork-like attributes may be DISCARDed but never ADDed)" : ""),
);

/** The valibot schema of a strategy (BlitzMatch › Part II). */
export const strategySchema = v.strictObject({
  add: v.strictTuple([addedStyle, addedStyle]),
  discard: v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
  rounds: v.pipe(v.array(roundActionSchema), v.minLength(1), v.maxLength(99)),
});

/** The valibot schema of a full set of options (as a saved state holds them). */
export const fullOptionsSchema = v.strictObject({
  rounds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
  points: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)),
  spendAllPoints: v.boolean(),
  advantageBonus: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10)),
  buffer: v.picklist(["subtract", "threshold"]),
  finish: v.picklist(["pinfall", "submission", "count-out", "disqualification"]),
  teamWork: v.pipe(v.array(v.union([v.literal("teamWork"), attributeName])), v.maxLength(16)),
  customAttributes: v.pipe(v.array(attributeName), v.maxLength(16)),
  multiSlot: v.picklist(["leader", "pairs"]),
  elimination: v.boolean(),
});

/** The valibot schema of the options a federation head may set (every one optional). */
export const optionsSchema = v.partial(fullOptionsSchema);

/** The valibot schema of one side of the config: its id, slot, strategy and optional members. */
export const sideSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/, "a side id is a lowercase word like red or blue")),
  slot: slotSchema,
  strategy: strategySchema,
  members: v.optional(v.pipe(v.array(slotSchema), v.maxLength(8))),
});

/** The valibot schema of a match configuration. */
export const configSchema = v.strictObject({
  sides: v.pipe(v.array(sideSchema), v.minLength(2), v.maxLength(30)),
  options: v.optional(optionsSchema),
});

const SLOT_RULES: RuleMap = { "": RULE.attributes, name: RULE.slot };
const STRATEGY_RULES: RuleMap = { "": RULE.styleList, rounds: RULE.roundActions };

/**
 * The rules a config's schema problems cite, by path: a side's id is the slot rule, its slot the
 * cost table (its name the slot rule), its strategy the styles list (its rounds the round
 * actions), its members multi-slotting. A rule map matches paths literally, so every side a
 * config may hold (up to 30) has its own entries.
 */
const CONFIG_RULES: RuleMap = Object.freeze(
  Object.fromEntries([
    ["", RULE.slot],
    ["options", RULE.options],
    ...Array.from({ length: 30 }, (_, i) => {
      const side = `sides[${i}]`;
      return [
        [side, RULE.slot],
        [`${side}.slot`, RULE.attributes],
        [`${side}.slot.name`, RULE.slot],
        [`${side}.strategy`, RULE.styleList],
        [`${side}.strategy.rounds`, RULE.roundActions],
        [`${side}.members`, RULE.multiSlotting],
      ];
    }).flat(),
  ]) as Record<string, string>,
);

/** Fills in the options with their defaults. */
export function resolveOptions(partial: BlitzMatchOptionsInput | undefined): BlitzMatchOptions {
  const given = Object.fromEntries(Object.entries(partial ?? {}).filter(([, value]) => value !== undefined));
  return { ...DEFAULT_BLITZMATCH_OPTIONS, ...given };
}

/** Checks a slot's custom attributes against the federation's names. */
function checkCustom(
  slot: BlitzMatchSlot,
  options: BlitzMatchOptions,
  problems: Problems,
  path: string,
): void {
  for (const name of Object.keys(slot.custom ?? {})) {
    if (isSlotAttribute(name) || !options.customAttributes.includes(name)) {
      problems.add(
        `${path}.custom.${name}`,
        `${name} is not one of this federation's TeamWork-like attributes (${options.customAttributes.join(", ") || "none"})`,
        RULE.attributes,
      );
    }
  }
}

/**
 * Checks the semantics of a slot that passed the schema: the cost table, the build points and
 * the custom attributes. Adds every problem under `path`.
 */
export function checkSlot(
  slot: BlitzMatchSlot,
  options: BlitzMatchOptions,
  problems: Problems,
  path: string,
): void {
  checkSlotBuild(slot, problems, path, options);
  checkCustom(slot, options, problems, path === "" ? "slot" : path);
}

/**
 * Checks the semantics of a strategy that passed the schema: two different ADDs (never
 * TeamWork), a DISCARD that names a style or a TeamWork-like attribute, one legal round action
 * per round of the time limit, and (given the slot) an energy track that never goes negative.
 */
export function checkStrategy(
  strategy: BlitzMatchStrategy,
  slot: BlitzMatchSlot | undefined,
  options: BlitzMatchOptions,
  problems: Problems,
  path: string,
): void {
  const at = (key: string): string => (path === "" ? key : `${path}.${key}`);
  if (strategy.add[0] === strategy.add[1]) {
    problems.add(
      at("add"),
      `the two ADDed styles must be different (both are ${strategy.add[0]})`,
      RULE.styleList,
    );
  }
  const discards: readonly string[] = [...BLITZMATCH_STYLES, "teamWork", ...options.customAttributes];
  if (!discards.includes(strategy.discard)) {
    problems.add(
      at("discard"),
      `${strategy.discard} is neither a style nor a TeamWork-like attribute (${discards.join(", ")})`,
      RULE.styleList,
    );
  }
  strategy.rounds.forEach((a, i) => {
    if (!isLegalRoundAction(a.attitude, a.activity)) {
      problems.add(
        at(`rounds[${i}]`),
        `round ${i + 1}: ${a.attitude} ${a.activity} is not a round action (activity 0 goes with a rest-hold, and only with it)`,
        RULE.roundActions,
      );
    }
  });
  if (strategy.rounds.length !== options.rounds) {
    problems.add(
      at("rounds"),
      `${strategy.rounds.length} round actions for a ${options.rounds}-round time limit: send one per round`,
      RULE.roundActions,
    );
  }
  if (slot !== undefined) checkEnergyTrack(slot.energy, slot.recovery, strategy.rounds, problems, path);
}

/**
 * The rule problems of a slot whose shape has problems, as far as its readable parts show them: a
 * score that is a whole number from 1 to 10 is checked against the cost table, one that is not
 * (missing, 4.5, "six") counts at its free score, so "over the budget" is only said when it is
 * over whatever the unreadable scores turn out to be, and "every point spent" is not asked.
 */
function checkReadableSlot(input: unknown, options: BlitzMatchOptions, problems: Problems): void {
  if (!isRecord(input)) return;
  const scores: Record<string, number> = freeScores();
  for (const a of SLOT_ATTRIBUTES) {
    const value = Object.hasOwn(input, a) ? v.safeParse(score, input[a]) : undefined;
    if (value?.success === true) scores[a] = value.output;
  }
  const custom: Record<string, number> = {};
  if (Object.hasOwn(input, "custom") && isRecord(input.custom)) {
    for (const [name, value] of Object.entries(input.custom)) {
      if (v.is(attributeName, name) && v.is(score, value)) custom[name] = value;
    }
  }
  const readable = v.safeParse(slotSchema, { ...scores, name: "slot", custom });
  if (!readable.success) return;
  checkSlotBuild(readable.output, problems, "", { points: options.points, spendAllPoints: false });
  checkCustom(readable.output, options, problems, "slot");
}

/**
 * Loads a slot sheet sent as JSON. Every problem of the file comes at once: the shape's (a key
 * unknown or missing, a score that is not a whole number from 1 to 10) and, on the readable
 * scores, the cost table's.
 *
 * @throws RingsideError `INVALID_SHEET` listing every problem (schema, cost table, points spent and left).
 * @example
 * ```ts
 * const blob = loadSlot({ name: "The Mighty Blob", energy: 6, recovery: 5, stamina: 4, teamWork: 1,
 *   technical: 1, power: 4, martialArts: 1, brawling: 1, highFlying: 1, weight: 7, cheating: 2 });
 * ```
 */
export function loadSlot(input: unknown, options?: BlitzMatchOptionsInput): BlitzMatchSlot {
  const o = resolveOptions(options);
  const problems = new Problems();
  const slot = checkInput(slotSchema, input, "", problems, SLOT_RULES);
  if (slot !== undefined) checkSlot(slot, o, problems, "");
  else checkReadableSlot(input, o, problems);
  problems.throwIfAny("INVALID_SHEET", "blitzmatch: invalid slot");
  return defined(slot, "blitzmatch: the checked slot");
}

/**
 * Loads a combined slot with its member slots (multi-slotting), or a dedicated team alone.
 *
 * @throws RingsideError `INVALID_SHEET` listing every problem of the team and of each member.
 */
export function loadTeam(
  input: unknown,
  members: readonly unknown[] = [],
  options?: BlitzMatchOptionsInput,
): BlitzMatchSlot {
  const o = resolveOptions(options);
  const problems = new Problems();
  const team = checkInput(slotSchema, input, "", problems, SLOT_RULES);
  const loaded = members.map((m, i) =>
    checkInput(slotSchema, m, `members[${i}]`, problems, { "": RULE.multiSlotting }),
  );
  const all = loaded.filter((m): m is BlitzMatchSlot => m !== undefined);
  if (team !== undefined && all.length === loaded.length) checkMultiSlot(team, all, problems, "", o);
  problems.throwIfAny("INVALID_SHEET", "blitzmatch: invalid team");
  return defined(team, "blitzmatch: the checked team");
}

/**
 * Loads a strategy sent as JSON; given the slot, its energy track is checked too.
 *
 * @throws RingsideError `INVALID_STRATEGY` listing every problem (the round named where Energy runs out).
 * @example
 * ```ts
 * loadStrategy({ add: ["weight", "power"], discard: "technical", rounds: [...] }, blob);
 * ```
 */
export function loadStrategy(
  input: unknown,
  slot?: BlitzMatchSlot,
  options?: BlitzMatchOptionsInput,
): BlitzMatchStrategy {
  const o = resolveOptions(options);
  const problems = new Problems();
  const strategy = checkInput(strategySchema, input, "", problems, STRATEGY_RULES);
  if (strategy !== undefined) checkStrategy(strategy, slot, o, problems, "");
  problems.throwIfAny("INVALID_STRATEGY", "blitzmatch: invalid strategy");
  return defined(strategy, "blitzmatch: the checked strategy");
}

/**
 * Validates a match configuration: the schema, then every slot (and its members), every strategy
 * against its slot and the options, and the side ids. Every problem at once.
 *
 * @throws RingsideError `INVALID_CONFIG` listing every problem with its path and rule.
 */
export function validateConfig(input: unknown): BlitzMatchSetup {
  const problems = new Problems();
  const config = checkInput(configSchema, input, "", problems, CONFIG_RULES);
  if (config === undefined) {
    problems.throwIfAny("INVALID_CONFIG", "blitzmatch: invalid config");
    throw new Error("unreachable");
  }
  const options = resolveOptions(config.options);
  for (const name of options.teamWork) {
    if (name !== "teamWork" && !options.customAttributes.includes(name)) {
      problems.add(
        "options.teamWork",
        `${name} is not a TeamWork-like attribute of this federation`,
        RULE.options,
      );
    }
  }
  const seen = new Set<string>();
  config.sides.forEach((side, i) => {
    const path = `sides[${i}]`;
    if (seen.has(side.id)) problems.add(`${path}.id`, `two sides are called ${side.id}`, RULE.slot);
    seen.add(side.id);
    checkMultiSlot(side.slot, side.members ?? [], problems, `${path}.slot`, options, `${path}.members`);
    checkCustom(side.slot, options, problems, `${path}.slot`);
    checkStrategy(side.strategy, side.slot, options, problems, `${path}.strategy`);
  });
  problems.throwIfAny("INVALID_CONFIG", "blitzmatch: invalid config");
  return { sides: config.sides, options };
}
