/**
 * The valibot schemas of a wrestler sheet, the options and a configuration: shape and ranges only
 * (the creation rules are checked after, in `rules/creation.ts`).
 */
import { ownRecord } from "@ringside/core";
import * as v from "valibot";
import { ATTRIBUTES, type Attribute } from "./data/attributes.js";
import { TRICKS } from "./data/counters.js";
import { ARSENAL_SIZE, MERIT_AND_FLAW_NAMES, TRAINING_BONUSES } from "./data/creation.js";
import { CAGE_KINDS, CAGE_MATERIALS, CAGE_VICTORIES, RING_FEET } from "./data/cages.js";
import { ILLEGAL_ACTIONS } from "./data/referee.js";

/** A whole number from `min` to `max`. */
const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** The seven attributes, each 1–100. */
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

/** The valibot schema of a cage (¶142–¶145). */
export const cageSchema = v.strictObject({
  material: v.picklist(CAGE_MATERIALS),
  feet: int(RING_FEET + 1, 40),
  roof: v.boolean(),
  kind: v.picklist(CAGE_KINDS),
  victory: v.picklist(CAGE_VICTORIES),
});

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
  cage: v.optional(v.nullable(cageSchema)),
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
