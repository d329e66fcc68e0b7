import { diceStateSchema, intIn } from "@ringside/core";
import * as v from "valibot";
import { ABILITIES, FAN_SUPPORT } from "./abilities.js";

/*
 * The shapes of what players and tools hand the engine, as valibot schemas: sheets, options,
 * configs and saved states. Strict objects everywhere (an unknown or misspelled key is a problem),
 * picklists for names, ranged integers. What a shape cannot say (the weakness is not on faces 3 to
 * 5, a roll's stage matches its counts…) is checked afterwards in sheet.ts and state.ts, adding to
 * the same list of problems. The JSON Schemas in `schemas/` are generated from these.
 */

/** One of the five abilities. */
export const abilitySchema = v.picklist(ABILITIES);

/** What one face reads: an ability or Fan Support. */
export const faceSchema = v.picklist([...ABILITIES, FAN_SUPPORT]);

/** A wrestler's name: 1 to 80 characters, not only spaces. */
export const nameSchema = v.pipe(
  v.string(),
  v.check((s) => s.trim() !== "", "every wrestler needs a name"),
  v.maxLength(80, "a name may hold at most 80 characters"),
);

/** A wrestler written the standard way (docs/powerhouses/rules.md#preparing-to-play). */
export const standardSheetSchema = v.strictObject({
  kind: v.optional(v.literal("standard")),
  name: nameSchema,
  specialty: abilitySchema,
  weakness: abilitySchema,
  faces3to5: v.strictTuple([abilitySchema, abilitySchema, abilitySchema]),
});

/** A freely rated "real wrestler": abilities on faces 1 to 5, Fan Support on 6. */
export const customSheetSchema = v.strictObject({
  kind: v.literal("custom"),
  name: nameSchema,
  faces: v.strictTuple([abilitySchema, abilitySchema, abilitySchema, abilitySchema, abilitySchema]),
});

/** Either kind of sheet (for the JSON Schema; the engine picks the kind first). */
export const sheetSchema = v.union([standardSheetSchema, customSheetSchema]);

/** The readings a match may set (all optional). */
export const optionsSchema = v.strictObject({
  takeDownTie: v.optional(v.picklist(["roll-again", "red-corner"])),
  specialtyOnFacesThreeToFive: v.optional(v.boolean()),
  customSheets: v.optional(v.boolean()),
});

/** A match config: the two corners' sheets and optional readings. */
export const configSchema = v.strictObject({
  red: sheetSchema,
  blue: sheetSchema,
  options: v.optional(optionsSchema),
});

/** The top level of a config, its sheets and options checked on their own (for every problem at once). */
export const configShapeSchema = v.strictObject({
  red: v.unknown(),
  blue: v.unknown(),
  options: v.optional(v.unknown()),
});

const player = v.picklist(["red", "blue"]);
const count = intIn(0, 1_000_000);

/** A validated wrestler as a state holds it. */
export const wrestlerSchema = v.strictObject({
  name: nameSchema,
  faces: v.strictTuple([faceSchema, faceSchema, faceSchema, faceSchema, faceSchema, faceSchema]),
});

/** The JSON state of a match. */
export const stateSchema = v.strictObject({
  dice: diceStateSchema,
  options: v.strictObject({
    takeDownTie: v.picklist(["roll-again", "red-corner"]),
    specialtyOnFacesThreeToFive: v.boolean(),
    customSheets: v.boolean(),
  }),
  wrestlers: v.strictObject({ red: wrestlerSchema, blue: wrestlerSchema }),
  diceLeft: v.strictObject({ red: intIn(1, 5), blue: intIn(1, 5) }),
  phase: v.picklist(["take-down", "attack", "defence", "over"]),
  attacker: v.nullable(player),
  roll: v.nullable(
    v.strictObject({
      player,
      role: v.picklist(["take-down", "attack", "defence"]),
      dice: intIn(2, 5),
      stage: v.picklist(["ready", "choose", "decide"]),
      ability: v.nullable(abilitySchema),
      count,
      free: intIn(0, 5),
      faces: v.pipe(v.array(intIn(1, 6)), v.maxLength(5)),
      choices: v.pipe(v.array(abilitySchema), v.maxLength(5)),
      ended: v.null(),
    }),
  ),
  takeDown: v.strictObject({ red: v.nullable(count), blue: v.nullable(count), round: intIn(1, 1_000_000) }),
  attack: v.nullable(v.strictObject({ total: count, ability: v.nullable(abilitySchema) })),
  exchanges: count,
  result: v.nullable(v.strictObject({ winner: player, method: v.literal("pinfall"), detail: v.string() })),
});
