import { describe, expect, it } from "vitest";
import { table, use } from "../../test/fixture.js";
import type { SuperDiceEvent } from "../moves.js";
import { returnDice } from "./endOfTurn.js";

describe("end of turn", () => {
  it("switched and stolen dice go back to their owners; summoned dice leave", () => {
    let s = table("1,6", "5,2");
    s = use(s, "teleportation");
    s = use(s, "summon", {}, [3]);
    const events: SuperDiceEvent[] = [];
    returnDice(s, events);
    expect(s.table.every((d) => d.holder === d.owner)).toBe(true);
    expect(s.table.some((d) => d.extra)).toBe(false);
    expect(events).toEqual([{ type: "dice-returned", dice: [1, 2, 11, 12] }]);
  });
});

describe("the end of the turn", () => {
  it("keeps each hero's own dice and drops the extra ones", () => {
    const s = table("1,2", "3");
    s.table.push({ ...s.table[0]!, id: 40, extra: true });
    returnDice(s, []);
    expect(s.table.map((d) => d.id)).toEqual([1, 2, 11]);
  });
});
