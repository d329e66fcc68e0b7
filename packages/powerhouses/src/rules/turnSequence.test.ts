import { expect, it } from "vitest";
import type { PowerhousesEvent } from "../types.js";
import { exchangeState } from "../../test/ruleFixtures.js";
import { attackEnded, startExchange } from "./turnSequence.js";

it("an exchange opens with the attacker's roll; his total is announced and the defender rolls", () => {
  const events: PowerhousesEvent[] = [];
  const opened = startExchange({ ...exchangeState(), exchanges: 2 }, "blue", events);
  expect(opened).toMatchObject({ phase: "attack", attacker: "blue", attack: null });
  expect(opened.roll).toMatchObject({ player: "blue", role: "attack", stage: "ready", dice: 5 });
  const roll = {
    ...opened.roll!,
    stage: "done" as const,
    ability: "Strength" as const,
    count: 6,
    ended: "quit" as const,
  };
  const defending = attackEnded({ ...opened, diceLeft: { red: 3, blue: 5 } }, roll, events);
  expect(defending).toMatchObject({ phase: "defence", attack: { total: 6, ability: "Strength" } });
  expect(defending.roll).toMatchObject({ player: "red", role: "defence", dice: 3 });
  expect(events).toEqual([
    { type: "exchange-started", exchange: 3, attacker: "blue", defender: "red" },
    { type: "announced", player: "blue", role: "attack", ability: "Strength", count: 6 },
  ]);
});
