/**
 * The valibot schema of a saved BlitzMatch state and its cross-field checks: a state the engine
 * did not make is refused with `INVALID_STATE` unless it could have come out of a real match.
 *
 * @module
 */
import * as v from "valibot";
import { diceStateSchema, type Problems } from "@ringside/core";
import { checkStrategy, fullOptionsSchema, resolveOptions, slotSchema, strategySchema } from "./config.js";
import { energyTrack } from "./rules/energyTrack.js";
import { checkSlotBuild } from "./rules/slotBuilding.js";
import { advantage, matchValue, startingEndurance } from "./rules/preMatch.js";
import { styleList } from "./rules/styleList.js";
import type { BlitzMatchState } from "./state.js";

const count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));

/** The schema of a saved state (shape only; {@link checkBlitzMatchState} checks the rest). */
export const blitzMatchStateSchema = v.strictObject({
  dice: diceStateSchema,
  options: fullOptionsSchema,
  sides: v.pipe(
    v.array(
      v.strictObject({
        id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/)),
        slot: slotSchema,
        strategy: strategySchema,
        mv: count(1000),
        startEndurance: count(1000),
        endurance: count(1000),
        energy: count(10_000),
        out: v.boolean(),
      }),
    ),
    v.minLength(2),
    v.maxLength(30),
  ),
  list: v.pipe(v.array(v.pipe(v.string(), v.maxLength(32))), v.maxLength(200)),
  advantage: v.nullable(count(29)),
  round: count(99),
  result: v.nullable(
    v.strictObject({
      winner: v.nullable(v.string()),
      method: v.picklist(["pinfall", "submission", "count-out", "disqualification", "draw", "time-limit"]),
      detail: v.optional(v.pipe(v.string(), v.maxLength(200))),
    }),
  ),
});

/**
 * The cross-field checks of a state that passed the schema: legal slots and strategies, the
 * style list, MVs, advantage and Endurance the bookkeeping gives, Energy on its track, Endurance
 * between 0 and its start, and a result that fits the round.
 */
export function checkBlitzMatchState(state: BlitzMatchState, problems: Problems): void {
  const o = resolveOptions(state.options);
  const ids = new Set<string>();
  state.sides.forEach((s, i) => {
    const path = `sides[${i}]`;
    if (ids.has(s.id)) problems.add(`${path}.id`, `two sides are called ${s.id}`);
    ids.add(s.id);
    checkSlotBuild(s.slot, problems, `${path}.slot`, o);
    checkStrategy(s.strategy, s.slot, o, problems, `${path}.strategy`);
  });
  if (!problems.ok) return;
  const { list } = styleList(
    state.sides.map((s) => s.strategy),
    o.teamWork,
  );
  if (JSON.stringify(list) !== JSON.stringify(state.list))
    problems.add("list", "is not the style list the strategies make");
  const mvs = state.sides.map((s) => matchValue(s.slot, list));
  if (advantage(mvs) !== state.advantage) problems.add("advantage", "is not the side with the higher MV");
  if (state.round > o.rounds) problems.add("round", `past the time limit of ${o.rounds}`);
  state.sides.forEach((s, i) => {
    const path = `sides[${i}]`;
    if (s.mv !== mvs[i]) problems.add(`${path}.mv`, `should be ${mvs[i]}`);
    const mv = mvs[i];
    if (mv !== undefined && s.startEndurance !== startingEndurance(s.slot, mv))
      problems.add(`${path}.startEndurance`, "is not MV + Stamina");
    if (s.endurance > s.startEndurance) problems.add(`${path}.endurance`, "is above its start");
    const track = energyTrack(s.slot.energy, s.slot.recovery, s.strategy.rounds);
    const expected = state.round === 0 ? s.slot.energy : track[state.round - 1]?.carried;
    if (s.energy !== expected)
      problems.add(`${path}.energy`, `should be ${expected} after ${state.round} rounds`);
    if (s.out && !(state.sides.length > 2 && o.elimination))
      problems.add(`${path}.out`, "only a rumble eliminates");
  });
  const r = state.result;
  if (r === null) {
    if (state.round >= o.rounds)
      problems.add("result", "the time limit has passed: the match must have a result");
  } else if (r.winner !== null && !ids.has(r.winner)) {
    problems.add("result.winner", `${r.winner} is not a side of this match`);
  } else if (state.round === 0) {
    problems.add("result", "no round was resolved");
  }
}
