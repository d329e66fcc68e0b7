/**
 * The shapes of the files a federation head keeps for the CLI, as valibot schemas: the JSON
 * Schemas in `schemas/` are generated from them (a test keeps them up to date) so editors complete
 * and check the files. BlitzMatch slot and strategy files take the names players write (the
 * aliases the CLI accepts); the engine's own schemas (`@ringside/blitzmatch/schemas/*`) take only
 * the exact ones.
 */
import * as v from "valibot";
import { ownRecord } from "@ringside/core";
import { ATTITUDES, BLITZMATCH_STYLES, PRONOUNS_PATTERN, STYLE_NAMES } from "@ringside/blitzmatch";
import { BLITZ_ALIASES } from "./input/blitz.js";
import { rosterSchema } from "./roster.js";
import { resultsSchema } from "./commands/roster.js";

export { rosterSchema } from "./roster.js";
export { resultsSchema } from "./commands/roster.js";

const score = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10));
const styleNames = [
  ...BLITZMATCH_STYLES,
  ...BLITZMATCH_STYLES.map((s) => STYLE_NAMES[s]),
  ...Object.keys(BLITZ_ALIASES.attribute).filter((a) => !["energy", "recovery", "stamina"].includes(a)),
];
const unique = (xs: readonly string[]) => [...new Set(xs)];

/** A BlitzMatch slot file: the engine's keys, and any alias spelling of them (a whole score). */
export const slotFileSchema = v.objectWithRest(
  {
    name: v.pipe(v.string(), v.minLength(1), v.description("The slot's name as write-ups print it")),
    energy: v.optional(score),
    recovery: v.optional(score),
    stamina: v.optional(score),
    teamWork: v.optional(score),
    technical: v.optional(score),
    power: v.optional(score),
    martialArts: v.optional(score),
    brawling: v.optional(score),
    highFlying: v.optional(score),
    weight: v.optional(score),
    cheating: v.optional(score),
    custom: v.optional(ownRecord(v.string(), score)),
    pronouns: v.optional(
      v.pipe(
        v.string(),
        v.regex(PRONOUNS_PATTERN),
        v.description(
          'How the write-up refers to the wrestler: "he/him", "she/her", "they/them" or "xe/xem/xyr"',
        ),
      ),
    ),
  },
  score,
);

// Names are a picklist for editors to offer, or any string: players write them in any case and
// spacing, and `ringside check` is the strict check (with a suggestion).
const named = (names: readonly string[]) => v.union([v.picklist(unique(names)), v.string()]);
const attitude = named([...ATTITUDES, ...Object.keys(BLITZ_ALIASES.attitude), "High Risk", "Rest Hold"]);
const style = named(styleNames);

/** A BlitzMatch strategy file: ADD, DISCARD and round actions as players write them. */
export const blitzStrategyFileSchema = v.strictObject({
  add: v.pipe(v.strictTuple([style, style]), v.description("The two styles to ADD")),
  discard: v.pipe(
    named([...styleNames, "teamWork", "TeamWork"]),
    v.description("The style (or TeamWork) to DISCARD"),
  ),
  rounds: v.pipe(
    v.array(
      v.union([
        v.strictObject({ attitude, activity: v.picklist([0, 1, 2, 3]) }),
        v.pipe(
          v.string(),
          v.description(
            '"Normal 2", "high risk 3", "HR3", "D1", "rest hold", "Defensive 0" or "same as round 2"',
          ),
        ),
      ]),
    ),
    v.minLength(1),
    v.description("One round action per round of the time limit"),
  ),
});

const file = v.pipe(v.string(), v.regex(/\.(ya?ml|json)$/i));

/** A show card: its name, seed and matches (each checked in full by its game's loader). */
export const showSchema = v.strictObject({
  show: v.optional(v.pipe(v.string(), v.description("The show's name"))),
  seed: v.optional(v.pipe(v.number(), v.integer(), v.description("The show's seed (--seed overrides it)"))),
  matches: v.array(
    v.looseObject({
      title: v.optional(v.string()),
      game: v.optional(named(["fastmatch", "blitzmatch", "FastMatch", "BlitzMatch"])),
      type: v.optional(v.picklist(["singles", "tag", "six-man", "rumble", "triangle"])),
      championship: v.optional(v.pipe(v.string(), v.description("The title at stake"))),
      sides: v.optional(
        v.array(
          v.looseObject({
            wrestlers: v.optional(v.array(v.union([file, ownRecord(v.string(), v.unknown())]))),
            slot: v.optional(v.union([file, ownRecord(v.string(), v.unknown())])),
            members: v.optional(v.array(v.union([file, ownRecord(v.string(), v.unknown())]))),
            strategy: v.optional(v.union([file, ownRecord(v.string(), v.unknown())])),
          }),
        ),
      ),
      entrants: v.optional(v.array(v.union([file, ownRecord(v.string(), v.unknown())]))),
    }),
  ),
});

/** The CLI's file schemas by file name, for `schemas/<name>.schema.json`. */
export const FILE_SCHEMAS = {
  show: [showSchema, "A ringside show card"],
  roster: [rosterSchema, "A ringside roster"],
  results: [resultsSchema, "The results ringside resolve records (show.json)"],
  "blitzmatch-slot": [slotFileSchema, "A BlitzMatch slot file as ringside reads it (aliases allowed)"],
  "blitzmatch-strategy": [
    blitzStrategyFileSchema,
    "A BlitzMatch strategy file as ringside reads it (aliases allowed)",
  ],
} as const;
