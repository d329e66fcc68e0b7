/**
 * The JSON state's schema: a state the engine did not make (loaded from storage, sent by a
 * client) is checked against it and against the cross-field invariants before any rule reads it.
 */
import { diceStateSchema, type Problems } from "@ringside/core";
import * as v from "valibot";
import { POWER_IDS } from "./data/powerIds.js";
import { canBeAbsorbed } from "./rules/absorption.js";
import { copyPending } from "./rules/sidekick.js";
import type { SuperDiceState } from "./types.js";

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const player = v.picklist(["red", "blue"]);
const side = v.picklist(["attack", "defense"]);
const power = v.picklist(POWER_IDS);

const dieSchema = v.strictObject({
  id: int(1, 1000),
  value: int(1, 20),
  owner: player,
  holder: player,
  side: v.nullable(side),
  only: v.nullable(side),
  out: v.boolean(),
  extra: v.boolean(),
});
const heroSchema = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
  hits: int(0, 80),
  cap: int(50, 80),
  powers: v.pipe(v.array(power), v.maxLength(5)),
  sidekick: v.nullable(v.strictObject({ hits: int(0, 20), copy: v.nullable(power) })),
  nextDice: int(-100, 100),
  revealed: v.boolean(),
});
const modsSchema = v.strictObject({
  attackBonus: int(0, 1000),
  superTough: v.boolean(),
  insubstantial: v.boolean(),
  genius: v.nullable(side),
  resistance: v.boolean(),
  berserk: v.boolean(),
  unavoidable: v.pipe(v.array(int(1, 1000)), v.maxLength(100)),
  deflected: v.pipe(v.array(int(1, 1000)), v.maxLength(100)),
});
const pair = <T extends v.GenericSchema>(s: T) => v.strictObject({ red: s, blue: s });
const snapshotSchema = v.strictObject({
  table: v.pipe(v.array(dieSchema), v.maxLength(100)),
  mods: pair(modsSchema),
  hits: pair(int(-10, 80)),
  sidekickHits: pair(v.nullable(int(0, 20))),
  nextDice: pair(int(-100, 100)),
  nextDieId: int(1, 1000),
});
/** The valibot schema of a whole state. */
export const superDiceStateSchema = v.strictObject({
  dice: diceStateSchema,
  options: v.strictObject({
    backlash: v.boolean(),
    initiativeTie: v.picklist(["rolloff", "reroll"]),
    convertedKeepsSide: v.boolean(),
    freezeChooser: v.picklist(["user", "victim"]),
    sidekickShields: v.boolean(),
    luckKeeps: v.picklist(["highest", "first"]),
    turnLimit: int(1, 10_000),
    borrowRepeats: v.boolean(),
  }),
  phase: v.picklist([
    "rolloff",
    "draft",
    "sidekick",
    "luck",
    "initiative",
    "choose",
    "action",
    "damage",
    "over",
  ]),
  turn: int(1, 100_000),
  heroes: pair(heroSchema),
  draft: v.nullable(v.strictObject({ pool: v.pipe(v.array(power), v.maxLength(12)), picker: player })),
  table: v.pipe(v.array(dieSchema), v.maxLength(100)),
  nextDieId: int(1, 1000),
  used: pair(v.pipe(v.array(v.union([power, v.literal("sidekick")])), v.maxLength(20))),
  mods: pair(modsSchema),
  initiative: v.nullable(player),
  actor: v.nullable(player),
  passes: int(0, 2),
  neutralized: v.boolean(),
  last: v.nullable(v.strictObject({ player, power, cost: int(0, 10), before: v.nullable(snapshotSchema) })),
  result: v.nullable(
    v.strictObject({
      winner: v.nullable(player),
      method: v.picklist(["knockout", "draw", "time-limit"]),
      detail: v.optional(v.string()),
    }),
  ),
});

/** Cross-field invariants a schema cannot say. */
export function checkStateInvariants(state: SuperDiceState, problems: Problems): void {
  const ids = new Set<number>();
  state.table.forEach((d, i) => {
    if (ids.has(d.id)) problems.add(`table.${i}.id`, "two dice share an id", "Super Dice › Luck Phase");
    ids.add(d.id);
    if (d.id >= state.nextDieId)
      problems.add(`table.${i}.id`, "die id not yet handed out", "Super Dice › Luck Phase");
    if (d.only !== null && d.side !== null && d.side !== d.only)
      problems.add(`table.${i}.side`, "a $ die sits on the wrong side", "Super Dice › Legend");
    if (d.out && d.side !== null)
      problems.add(`table.${i}.side`, "an eliminated die cannot be assigned", "Super Dice › Legend");
  });
  for (const p of ["red", "blue"] as const) {
    const h = state.heroes[p];
    if (h.hits > h.cap)
      problems.add(`heroes.${p}.hits`, "more hits than the hero's cap", "Super Dice › Hits");
    if (new Set(h.powers).size !== h.powers.length)
      problems.add(`heroes.${p}.powers`, "a power held twice", "Super Dice › Setup");
    if (state.phase !== "rolloff" && state.phase !== "draft" && h.powers.length !== 5)
      problems.add(`heroes.${p}.powers`, "a hero has five powers", "Super Dice › Setup");
  }
  if (state.phase === "draft" && state.draft === null)
    problems.add("draft", "the draft needs its pool", "Super Dice › Setup");
  if (state.phase !== "draft" && state.draft !== null)
    problems.add("draft", "a draft pool outside the draft", "Super Dice › Setup");
  if (state.draft !== null && new Set(state.draft.pool).size !== state.draft.pool.length)
    problems.add("draft.pool", "a power in the pool twice", "Super Dice › Setup");
  if (state.phase === "action" && state.actor === null)
    problems.add("actor", "the Action Phase needs an actor", "Super Dice › Action Phase");
  if (state.phase === "choose" && state.initiative === null)
    problems.add("initiative", "someone must hold the initiative", "Super Dice › Initiative Phase");
  if ((state.phase === "over") !== (state.result !== null))
    problems.add("result", "a result exactly when the match is over", "Super Dice › Winning");
  if (state.last !== null && state.last.before === null && canBeAbsorbed(state, state.last.player))
    problems.add(
      "last.before",
      "Absorption could answer this power: the table before it is kept",
      "Super Dice › Absorption",
    );
  if (state.phase === "sidekick" && copyPending(state) === null) {
    problems.add("phase", "no Sidekick is waiting for its copy", "Super Dice › Sidekick");
  }
}
