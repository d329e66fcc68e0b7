/*
 * The shapes of the files a player or a federation head writes, as valibot schemas: a character
 * sheet, a strategy (singles or team) and a booking. They give editors JSON Schemas
 * (`schemas/*.schema.json`, generated from these); the loaders check every rule besides the shape
 * (points, caps, prerequisites, finisher limits) and report every problem at once.
 */
import * as v from "valibot";
import { ownRecord, PRONOUNS_MESSAGE, PRONOUNS_PATTERN } from "@ringside/core";
import { DAMAGEABLE } from "./data/attributes.js";
import { LETTERS } from "./data/grid.js";
import { ACTION_TYPES } from "./data/actions.js";
import { STYLES } from "./data/styles.js";

const count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
const text = v.pipe(v.string(), v.minLength(1));
const score = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24));

/** A FastMatch! character sheet (Part I): attributes, bought abilities and colour. */
export const characterSchema = v.strictObject({
  name: text,
  attributes: v.strictObject({ STR: score, AGI: score, SPD: score, END: score, TEC: score, WEI: score }),
  extraStrategyPoints: v.optional(count(12)),
  finishers: v.optional(count(12)),
  styles: v.optional(v.pipe(v.array(v.picklist(STYLES)), v.maxLength(2))),
  wildBrawler: v.optional(v.boolean()),
  cheater: v.optional(v.boolean()),
  teamwork: v.optional(count(24)),
  sixManTeamwork: v.optional(count(24)),
  injuries: v.optional(
    v.strictObject({
      STR: v.optional(count(99)),
      AGI: v.optional(count(99)),
      SPD: v.optional(count(99)),
      END: v.optional(count(99)),
      TEC: v.optional(count(99)),
    }),
  ),
  alignment: v.optional(v.picklist(["face", "heel"])),
  height: v.optional(v.string()),
  weight: v.optional(v.string()),
  attire: v.optional(v.string()),
  music: v.optional(v.string()),
  manager: v.optional(v.string()),
  notes: v.optional(v.string()),
  finisherName: v.optional(v.string()),
  pronouns: v.optional(v.pipe(v.string(), v.regex(PRONOUNS_PATTERN, PRONOUNS_MESSAGE))),
});

const gridChoice = v.union([v.picklist(LETTERS), v.picklist([1, 2, 3, 4])]);
const strategyPoints = v.strictObject({
  STR: v.optional(count(24)),
  AGI: v.optional(count(24)),
  SPD: v.optional(count(24)),
  END: v.optional(count(24)),
  TEC: v.optional(count(24)),
  TEAM: v.optional(count(24)),
  INJURY: v.optional(count(2)),
});
const roundAction = v.strictObject({
  action: v.optional(v.picklist(ACTION_TYPES)),
  target: v.picklist([...DAMAGEABLE, "TEAM"]),
  moves: text,
  illegal: v.optional(v.boolean()),
  finisher: v.optional(v.union([v.boolean(), text])),
});
const finish = v.picklist(["pin", "submission"]);

/** A singles strategy (Part II): grid choice, strategy points, default finish, round actions. */
export const strategySchema = v.strictObject({
  choice: gridChoice,
  strategyPoints: v.optional(strategyPoints),
  finish,
  rounds: v.array(roundAction),
});

/** A tag-team or six-man strategy (Part V): one plan per member, one list of round actions. */
export const teamStrategySchema = v.strictObject({
  members: ownRecord(
    text,
    v.strictObject({
      choice: v.union([gridChoice, ownRecord(text, gridChoice)]),
      strategyPoints: v.optional(strategyPoints),
    }),
  ),
  finish,
  rounds: v.array(roundAction),
});

const cell = v.union([
  v.pipe(v.string(), v.regex(/^(STR|AGI|SPD|END|TEC|WEI)[/*](STR|AGI|SPD|END|TEC|WEI)$/)),
  v.strictObject({
    a: v.picklist(["STR", "AGI", "SPD", "END", "TEC", "WEI"]),
    b: v.picklist(["STR", "AGI", "SPD", "END", "TEC", "WEI"]),
    team: v.optional(v.boolean()),
  }),
]);
const side = v.strictObject({
  name: v.optional(text),
  wrestlers: v.pipe(v.array(characterSchema), v.minLength(1), v.maxLength(3)),
  strategy: v.union([strategySchema, teamStrategySchema]),
  pairTeamwork: v.optional(count(24)),
});

/** A booking: two sides, the grid, the time limit, a specialty match, options and condition. */
export const configSchema = v.strictObject({
  sides: v.strictTuple([side, side]),
  grid: v.pipe(v.array(v.pipe(v.array(cell), v.length(4))), v.length(4)),
  timeLimit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
  specialty: v.optional(v.picklist(["normal", "cage", "barbed-wire", "landmine", "first-blood"])),
  options: v.optional(
    v.strictObject({
      doubledAttribute: v.optional(v.picklist(["twice", "once"])),
      injuryModifier: v.optional(v.pipe(v.number(), v.integer(), v.minValue(-6), v.maxValue(6))),
    }),
  ),
  condition: v.optional(
    ownRecord(
      text,
      v.strictObject({
        STR: v.optional(count(1000)),
        AGI: v.optional(count(1000)),
        SPD: v.optional(count(1000)),
        END: v.optional(count(1000)),
        TEC: v.optional(count(1000)),
        WEI: v.optional(count(1000)),
      }),
    ),
  ),
});
