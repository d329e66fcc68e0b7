/**
 * The valibot schema of a saved RingMaster state and its cross-field checks, so that a state the
 * engine did not make is refused with `INVALID_STATE` listing every problem.
 */
import { cageTopSteps } from "./rules/cage/cage.js";
import { diceStateSchema, ownRecord, type Problems } from "@ringside/core";
import * as v from "valibot";
import { BODY_PARTS, POSITIONS } from "./data/attributes.js";
import { deriveTraits } from "./data/traits.js";
import { resolveManeuver } from "./data/flags.js";
import { foreignObjectByName } from "./data/foreignObjects.js";
import type { RingMasterPlayer } from "./config.js";
import { cageSchema, optionsSchema, trickMemorySchema, wrestlerSchema } from "./configSchema.js";
import { checkWrestler } from "./rules/creation.js";
import { ATTACK_OPTIONS, type RingMasterState } from "./state.js";
import { PIN_BREAKS } from "./rules/pinfall.js";
import { isStandable } from "./rules/ring.js";
import { wearDownLevel } from "./rules/wearDown.js";
import { COUNTS, ILLEGAL_ACTIONS } from "./data/referee.js";

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const player = v.picklist(["red", "blue"]);
const name = v.pipe(v.string(), v.maxLength(80));
const square = v.strictObject({ row: int(0, 9), col: int(0, 9) });
const level = v.picklist([1, 2, 3, 4]);

const traitsSchema = v.strictObject({
  POW: int(0, 100),
  HDB: int(0, 100),
  WDB: int(0, 100),
  RES: int(1, 100),
  REC: v.strictTuple([int(1, 100), int(1, 100), int(1, 100), int(1, 100)]),
  Lift: int(0, 100),
  SPD: int(1, 100),
  intensity: int(1, 2000),
  levels: v.strictTuple([int(0, 2000), int(0, 2000), int(0, 2000)]),
});

const cornerSchema = v.strictObject({
  sheet: wrestlerSchema,
  traits: traitsSchema,
  intensity: int(-10_000, 2000),
  level,
  stun: int(0, 10_000),
  impairment: int(0, 100_000),
  position: v.picklist(POSITIONS),
  square,
  rope: int(0, 40),
  running: v.boolean(),
  injuries: v.strictObject(Object.fromEntries(BODY_PARTS.map((p) => [p, v.optional(int(0, 10_000))]))),
  out: v.boolean(),
  dazed: v.boolean(),
  prestigeGained: int(-100_000, 100_000),
  object: v.nullable(name),
  whipped: v.optional(v.picklist(["north", "south", "east", "west"])),
  concealed: v.optional(v.pipe(v.array(name), v.maxLength(20))),
  blind: v.optional(int(0, 10_000)),
  landing: v.optional(v.boolean()),
});

const checkEvent = v.strictObject({
  roll: int(1, 100),
  target: int(-1000, 1000),
  grade: v.picklist(["ace", "success", "failure", "botch"]),
});
void checkEvent;

/** The state schema (options filled in, as the engine stores them). */
export const ringMasterStateSchema = v.strictObject({
  dice: diceStateSchema,
  options: v.strictObject({
    timeLimit: int(60, 3600),
    opening: v.picklist(["bell", "tie-up", "test-of-strength", "ambush-red", "ambush-blue"]),
    refereeSav: int(1, 100),
    impairment: v.boolean(),
    accurateTiming: v.boolean(),
    injuryStacking: v.picklist(["once", "per-condition"]),
    pointBudget: v.nullable(int(140, 700)),
    warnings: int(0, 20),
    automaticDq: v.pipe(v.array(v.picklist(ILLEGAL_ACTIONS)), v.maxLength(ILLEGAL_ACTIONS.length)),
    turnovers: v.boolean(),
    title: v.boolean(),
    titleOnDq: v.boolean(),
    cage: v.nullable(cageSchema),
    trickMemory: v.optional(trickMemorySchema),
  }),
  corners: v.strictObject({ red: cornerSchema, blue: cornerSchema }),
  attacker: player,
  phase: v.picklist(["position", "respond", "pin", "hold", "over"]),
  round: int(1, 1_000_000),
  seconds: int(0, 1_000_000),
  ap: int(0, 100),
  apShort: int(0, 10_000),
  chain: v.boolean(),
  pending: v.nullable(
    v.strictObject({
      maneuver: name,
      desperation: v.boolean(),
      option: v.nullable(v.picklist(ATTACK_OPTIONS)),
    }),
  ),
  pin: v.nullable(
    v.strictObject({
      failures: int(0, 10),
      chances: v.picklist([1, 3]),
      used: v.pipe(v.array(v.picklist(PIN_BREAKS)), v.maxLength(3)),
      hooked: v.boolean(),
      predicament: v.boolean(),
      priorCovers: int(0, 10_000),
      screwjob: v.boolean(),
    }),
  ),
  hold: v.nullable(
    v.strictObject({
      maneuver: name,
      margin: int(-1000, 1000),
      tally: int(0, 1_000_000),
      resthold: v.boolean(),
      leverage: v.picklist(["none", "trying", "on"]),
      holderTurn: v.optional(v.boolean()),
    }),
  ),
  last: v.nullable(
    v.strictObject({ by: player, maneuver: name, attempts: int(0, 1_000_000), hit: v.boolean() }),
  ),
  telegraph: v.nullable(player),
  covers: int(0, 1_000_000),
  freeCover: v.boolean(),
  finisherPin: v.boolean(),
  counterUses: v.strictObject({
    red: ownRecord(name, int(0, 1_000_000)),
    blue: ownRecord(name, int(0, 1_000_000)),
  }),
  stalls: int(0, 100),
  unopposed: v.boolean(),
  result: v.nullable(
    v.strictObject({
      winner: v.nullable(player),
      method: v.picklist([
        "pinfall",
        "submission",
        "knockout",
        "time-limit",
        "disqualification",
        "count-out",
        "escape",
        "draw",
      ]),
      detail: v.optional(v.string()),
    }),
  ),
  referee: v.strictObject({
    distracted: int(0, 100),
    warnings: v.strictObject({ red: int(0, 100), blue: int(0, 100) }),
    shaken: v.strictObject({ red: v.boolean(), blue: v.boolean() }),
    count: v.nullable(
      v.strictObject({ kind: v.picklist(COUNTS), against: player, value: int(0, 1000), fresh: v.boolean() }),
    ),
  }),
  turnovers: v.strictObject({ red: int(0, 4), blue: int(0, 4) }),
  firedUp: v.strictObject({ red: int(0, 3), blue: int(0, 3) }),
  tag: v.nullable(
    v.strictObject({
      partners: v.strictObject({ red: cornerSchema, blue: cornerSchema }),
      partnerTurnovers: v.strictObject({ red: int(0, 4), blue: int(0, 4) }),
      partnerWarnings: v.optional(v.strictObject({ red: int(0, 100), blue: int(0, 100) })),
      changeover: v.strictObject({ red: int(0, 100), blue: int(0, 100) }),
      staying: v.strictObject({ red: v.boolean(), blue: v.boolean() }),
    }),
  ),
});

void optionsSchema;

/** Cross-field checks of a state that passed the schema. */
export function checkRingMasterState(s: RingMasterState, problems: Problems): void {
  const rule = "RingMaster › Saved states";
  for (const p of ["red", "blue"] as const satisfies readonly RingMasterPlayer[]) {
    const c = s.corners[p];
    checkWrestler(c.sheet, `corners.${p}.sheet`, s.options.pointBudget, problems);
    const t = deriveTraits(c.sheet, {
      res: (c.sheet.merits.includes("Iron Jaw") ? 1 : 0) - (c.sheet.merits.includes("Glass Jaw") ? 1 : 0),
      rec: c.sheet.merits.includes("Quick Recovery") ? 1 : 0,
    });
    if (JSON.stringify(t) !== JSON.stringify(c.traits))
      problems.add(`corners.${p}.traits`, "the traits do not follow from the sheet", rule);
    if (c.intensity > t.intensity)
      problems.add(`corners.${p}.intensity`, "above the starting Intensity", rule);
    if (c.level !== wearDownLevel(c.intensity, t.levels))
      problems.add(`corners.${p}.level`, "the Level does not match the Intensity", rule);
    if (!isStandable(c.square)) problems.add(`corners.${p}.square`, "a ring post is not a square", rule);
    const top = s.options.cage === null ? 3 : Math.max(3, cageTopSteps(s.options.cage));
    if (c.rope > top) problems.add(`corners.${p}.rope`, "higher than the top rope (or the cage's top)", rule);
    if (c.object !== null && foreignObjectByName(c.object) === undefined)
      problems.add(`corners.${p}.object`, "not in the foreign-object table", rule);
    (c.concealed ?? []).forEach((o, i) => {
      if (foreignObjectByName(o)?.concealable !== true)
        problems.add(`corners.${p}.concealed.${String(i)}`, "not a concealable object", rule);
    });
  }
  if (s.tag !== null)
    for (const p of ["red", "blue"] as const)
      checkWrestler(s.tag.partners[p].sheet, `tag.partners.${p}.sheet`, s.options.pointBudget, problems);
  const over = s.phase === "over";
  if (over !== (s.result !== null)) problems.add("result", "a result exactly when the phase is over", rule);
  if ((s.phase === "respond") !== (s.pending !== null))
    problems.add("pending", "a pending attack exactly in the respond phase", rule);
  if ((s.phase === "pin") !== (s.pin !== null)) problems.add("pin", "a pin exactly in the pin phase", rule);
  if ((s.phase === "hold") !== (s.hold !== null))
    problems.add("hold", "a hold exactly in the hold phase", rule);
  if (s.pending !== null && resolveManeuver(s.pending.maneuver) === undefined)
    problems.add("pending.maneuver", "not in the catalogue", rule);
  if (s.hold !== null && resolveManeuver(s.hold.maneuver)?.tags.includes("hold") !== true)
    problems.add("hold.maneuver", "not a hold of the catalogue", rule);
  if (s.pin !== null) {
    if (new Set(s.pin.used).size !== s.pin.used.length)
      problems.add("pin.used", "an option used twice", rule);
    if (s.pin.failures >= s.pin.chances) problems.add("pin.failures", "the pin is already over", rule);
  }
}
