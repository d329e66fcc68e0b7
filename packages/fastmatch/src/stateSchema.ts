/*
 * The schema of a saved FastMatch! state (plain JSON): what a state the engine did not make must
 * look like before the rules may read it, and the cross-field checks the schema cannot say.
 */
import * as v from "valibot";
import { diceStateSchema, ownRecord, type Problems } from "@ringside/core";
import { ATTRIBUTES, DAMAGEABLE } from "./data/attributes.js";
import { LETTERS } from "./data/grid.js";
import type { FastMatchState } from "./state.js";
import { pairingInfo } from "./rules/advantage.js";
import { ACTION_TYPES } from "./data/actions.js";
import { STYLES } from "./data/styles.js";

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const name = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
const attribute = v.picklist(ATTRIBUTES);
const attributes = v.strictObject({
  STR: int(0, 99),
  AGI: int(0, 99),
  SPD: int(0, 99),
  END: int(0, 99),
  TEC: int(0, 99),
  WEI: int(0, 99),
});
const injuries = v.strictObject({
  STR: v.optional(int(0, 99)),
  AGI: v.optional(int(0, 99)),
  SPD: v.optional(int(0, 99)),
  END: v.optional(int(0, 99)),
  TEC: v.optional(int(0, 99)),
  WEI: v.optional(int(0, 99)),
});
const cell = v.strictObject({ a: attribute, b: attribute, team: v.boolean() });
const roundAction = v.strictObject({
  action: v.picklist(ACTION_TYPES),
  target: v.picklist([...DAMAGEABLE, "TEAM"]),
  moves: v.pipe(v.string(), v.maxLength(2000)),
  illegal: v.boolean(),
  finisher: v.nullable(name),
});
const wrestler = v.strictObject({
  name,
  styles: v.pipe(v.array(v.picklist(STYLES)), v.maxLength(2)),
  wildBrawler: v.boolean(),
  cheater: v.boolean(),
  finisherName: v.nullable(v.string()),
  manager: v.nullable(v.string()),
  // Optional: a state saved before sheets had pronouns is still read (as neutral).
  pronouns: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(60))), null),
  base: attributes,
  start: attributes,
  now: attributes,
  tecFloor: int(0, 99),
  injuries,
  newInjuries: int(0, 10_000),
  injuryPoints: int(0, 2),
  choices: ownRecord(name, v.union([v.picklist(LETTERS), v.picklist([1, 2, 3, 4])])),
});
const side = v.strictObject({
  name,
  wrestlers: v.pipe(v.array(wrestler), v.minLength(1), v.maxLength(3)),
  teamwork: int(0, 999),
  teamworkStart: int(0, 999),
  awareness: int(-99, 10_000),
  warnings: int(0, 10_000),
  finish: v.picklist(["pin", "submission"]),
  rounds: v.pipe(v.array(roundAction), v.maxLength(10_000)),
});
const sideName = v.picklist(["challenger", "defender"]);

/** The valibot schema of a saved {@link FastMatchState}. */
export const fastMatchStateSchema = v.strictObject({
  game: v.literal("fastmatch"),
  dice: diceStateSchema,
  kind: v.picklist(["singles", "tag", "six-man"]),
  grid: v.pipe(v.array(v.pipe(v.array(cell), v.length(4))), v.length(4)),
  timeLimit: int(1, 10_000),
  specialty: v.picklist(["normal", "cage", "barbed-wire", "landmine", "first-blood"]),
  doubledAttribute: v.picklist(["twice", "once"]),
  injuryModifier: int(-6, 6),
  round: int(0, 10_000),
  outside: v.boolean(),
  sides: v.strictTuple([side, side]),
  pairings: v.pipe(
    v.array(
      v.pipe(
        v.array(v.strictObject({ cell, styles: v.strictTuple([int(0, 1), int(0, 1)]) })),
        v.maxLength(3),
      ),
    ),
    v.maxLength(3),
  ),
  result: v.nullable(
    v.strictObject({
      winner: v.nullable(sideName),
      method: v.picklist([
        "pinfall",
        "submission",
        "count-out",
        "disqualification",
        "knockout",
        "draw",
        "time-limit",
      ]),
      detail: v.optional(v.string()),
    }),
  ),
});

const RULE = "FastMatch! › Saved states";
const SIZE = { singles: 1, tag: 2, "six-man": 3 } as const;

/** Cross-field checks of a state that passed the schema (every problem into `problems`). */
export function checkFastMatchState(s: FastMatchState, problems: Problems): void {
  const size = SIZE[s.kind];
  if (s.round > s.timeLimit) problems.add("round", `past the time limit (${s.timeLimit})`, RULE);
  if (s.result === null && s.round >= s.timeLimit)
    problems.add("result", "the time limit is reached but the match has no result", RULE);
  s.sides.forEach((side, k) => {
    if (side.wrestlers.length !== size)
      problems.add(`sides[${k}].wrestlers`, `a ${s.kind} side has ${size} wrestler(s)`, RULE);
    if (side.rounds.length < s.timeLimit)
      problems.add(`sides[${k}].rounds`, `fewer round actions than the time limit (${s.timeLimit})`, RULE);
    const opponents = (k === 0 ? s.sides[1] : s.sides[0]).wrestlers.map((o) => o.name);
    side.wrestlers.forEach((w, i) => {
      const keys = Object.keys(w.choices);
      for (const key of keys)
        if (!opponents.includes(key))
          problems.add(
            `sides[${k}].wrestlers[${i}].choices.${key}`,
            "is not an opponent in this match",
            RULE,
          );
      for (const o of opponents)
        if (!keys.includes(o))
          problems.add(`sides[${k}].wrestlers[${i}].choices`, `no grid choice against ${o}`, RULE);
      for (const key of keys) {
        const c = w.choices[key];
        if ((k === 0) !== (typeof c === "string"))
          problems.add(
            `sides[${k}].wrestlers[${i}].choices.${key}`,
            k === 0 ? "the challenger picks a letter" : "the defender picks a number",
            RULE,
          );
      }
      for (const a of DAMAGEABLE)
        if (w.now[a] > w.start[a])
          problems.add(`sides[${k}].wrestlers[${i}].now.${a}`, "above its value at the bell", RULE);
      if (w.now.WEI !== w.start.WEI)
        problems.add(`sides[${k}].wrestlers[${i}].now.WEI`, "WEI never changes", RULE);
    });
  });
  if (
    s.pairings.length !== s.sides[0].wrestlers.length ||
    s.pairings.some((row) => row.length !== s.sides[1].wrestlers.length)
  )
    problems.add("pairings", "one pairing for each challenger and defender wrestler", RULE);
  else if (problems.ok) {
    // The bell works out each pairing from the grid and the choices, which never change after it.
    s.pairings.forEach((row, i) =>
      row.forEach((pairing, j) => {
        if (JSON.stringify(pairing) !== JSON.stringify(pairingInfo(s, i, j)))
          problems.add(`pairings[${i}][${j}]`, "not the grid cell and style bonuses the choices give", RULE);
      }),
    );
  }
}
