/*
 * The schema of a saved Royal Rumble state (plain JSON) and its cross-field checks: what a state
 * the engine did not make must look like before the rumble rules may read it.
 */
import * as v from "valibot";
import { diceStateSchema, type Problems } from "@ringside/core";
import { STYLES } from "../data/styles.js";
import type { RumbleState } from "./types.js";

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const name = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
const attributes = v.strictObject({
  STR: int(0, 99),
  AGI: int(0, 99),
  SPD: int(0, 99),
  END: int(0, 99),
  TEC: int(0, 99),
  WEI: int(0, 99),
});
const wrestler = v.strictObject({
  name,
  alignment: v.nullable(v.picklist(["face", "heel"])),
  styles: v.pipe(v.array(v.picklist(STYLES)), v.maxLength(2)),
  cheater: v.boolean(),
  start: attributes,
  now: attributes,
  tecFloor: int(0, 99),
  injuries: v.strictObject({
    STR: v.optional(int(0, 99)),
    AGI: v.optional(int(0, 99)),
    SPD: v.optional(int(0, 99)),
    END: v.optional(int(0, 99)),
    TEC: v.optional(int(0, 99)),
    WEI: v.optional(int(0, 99)),
  }),
  plan: v.strictObject({
    targets: v.pipe(v.array(name), v.maxLength(1000)),
    avoid: v.pipe(v.array(name), v.maxLength(1000)),
    cheat: v.boolean(),
    runIns: v.pipe(v.array(v.strictObject({ round: int(1, 100_000), target: name })), v.maxLength(1000)),
  }),
  status: v.picklist(["waiting", "in", "out"]),
  roundsIn: int(0, 100_000),
  awareness: int(-99, 100_000),
});

/** The valibot schema of a saved {@link RumbleState}. */
export const rumbleStateSchema = v.strictObject({
  game: v.literal("fastmatch-rumble"),
  dice: diceStateSchema,
  round: int(0, 100_000),
  entryInterval: int(1, 100_000),
  maxRounds: int(1, 100_000),
  wrestlers: v.pipe(v.array(wrestler), v.minLength(2), v.maxLength(1000)),
  eliminated: v.pipe(v.array(name), v.maxLength(1000)),
  result: v.nullable(
    v.strictObject({
      winner: v.nullable(name),
      method: v.picklist(["knockout", "draw", "time-limit"]),
      detail: v.optional(v.string()),
    }),
  ),
});

const RULE = "FastMatch! › Royal Rumble › Saved states";

/** Cross-field checks of a rumble state that passed the schema (every problem into `problems`). */
export function checkRumbleState(s: RumbleState, problems: Problems): void {
  const names = s.wrestlers.map((w) => w.name);
  names.forEach((n, i) => {
    if (names.indexOf(n) !== i)
      problems.add(`wrestlers[${i}].name`, `${n} enters twice`, "FastMatch! › Royal Rumble");
  });
  s.wrestlers.forEach((w, i) => {
    for (const list of ["targets", "avoid"] as const)
      w.plan[list].forEach((n, k) => {
        if (!names.includes(n))
          problems.add(`wrestlers[${i}].plan.${list}[${k}]`, "is not in this rumble", RULE);
      });
    w.plan.runIns.forEach((r, k) => {
      if (!names.includes(r.target))
        problems.add(`wrestlers[${i}].plan.runIns[${k}].target`, "is not in this rumble", RULE);
    });
  });
  s.eliminated.forEach((n, k) => {
    const w = s.wrestlers.find((x) => x.name === n);
    if (w === undefined || w.status !== "out")
      problems.add(`eliminated[${k}]`, "is not an eliminated entrant", RULE);
  });
  if (s.result === null && s.round >= s.maxRounds)
    problems.add("result", "past the safety limit without a result", RULE);
}
