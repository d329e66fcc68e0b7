import { expect, it } from "vitest";
import type { RollEvent, RollState } from "../rollTypes.js";
import { callItQuits, mayQuit } from "./callingItQuits.js";
import { brunoRoll } from "../../test/ruleFixtures.js";

const rolling: RollState = { ...brunoRoll(), stage: "decide", ability: "Strength", count: 4, free: 1 };

it("a roller with a set aside may stop and keeps his count", () => {
  expect(mayQuit(rolling)).toBe(true);
  const events: RollEvent[] = [];
  expect(callItQuits(rolling, events)).toMatchObject({ stage: "done", ended: "quit", count: 4 });
  expect(events).toEqual([
    { type: "called-it-quits", player: "red", role: "attack", ability: "Strength", count: 4 },
  ]);
});

it("nobody stops before a set is aside, nor during the Take-Down", () => {
  expect(mayQuit(brunoRoll())).toBe(false);
  expect(mayQuit({ ...rolling, role: "take-down" })).toBe(false);
});

it("needs both a set aside and the decision stage", () => {
  expect(mayQuit({ ...rolling, ability: null })).toBe(false);
  expect(mayQuit({ ...rolling, stage: "choose" })).toBe(false);
  expect(mayQuit({ ...rolling, stage: "done" })).toBe(false);
});
