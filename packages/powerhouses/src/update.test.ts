import { expect, it } from "vitest";
import { exchangeState } from "../test/ruleFixtures.js";
import { startRoll } from "./rollTypes.js";
import { updateRoll, updateState } from "./update.js";

it("a new state keeps every field it does not change, takes null and zero as changes, leaves out the dice", () => {
  const state = Object.freeze({ ...exchangeState(), attack: { total: 4, ability: "Strength" as const } });
  const { dice: _dice, ...body } = state;
  void _dice;
  expect(updateState(state, {})).toStrictEqual(body);
  const next = updateState(state, { roll: null, attack: null, attacker: null, exchanges: 0, phase: "over" });
  expect(next).toStrictEqual({
    ...body,
    roll: null,
    attack: null,
    attacker: null,
    exchanges: 0,
    phase: "over",
  });
  expect(Object.keys(next)).toEqual(Object.keys(body));
});

it("a new roll keeps every field it does not change and takes null and zero as changes", () => {
  const roll = Object.freeze({ ...startRoll("blue", "defence", 4), ability: "Agility" as const, count: 3 });
  expect(updateRoll(roll, {})).toStrictEqual(roll);
  const next = updateRoll(roll, { ability: null, count: 0, ended: "bust", faces: [2, 5] });
  expect(next).toStrictEqual({ ...roll, ability: null, count: 0, ended: "bust", faces: [2, 5] });
  expect(Object.keys(next)).toEqual(Object.keys(roll));
});
