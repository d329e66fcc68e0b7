import { describe, expect, it } from "vitest";
import { show, table, use } from "../../test/fixture.js";
import { snapshot, undoLast } from "./absorption.js";

describe("Absorption's undo", () => {
  it("puts back the table, hits and next-turn dice but keeps the price paid", () => {
    let s = table("6,1", "6", { blue: ["internal-reserves"] });
    const before = snapshot(s);
    s = use(s, "internal-reserves", { dice: [11] }, [2], "blue");
    s = use(s, "stunning-attack", {}, [], "blue");
    s.last = { player: "blue", power: "internal-reserves", cost: 3, before };
    undoLast(s);
    expect(show(s, "blue")).toBe("6");
    expect(s.heroes.blue.hits).toBe(47);
    expect(s.heroes.red.nextDice).toBe(0);
  });
});
