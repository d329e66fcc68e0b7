import { describe, expect, it } from "vitest";
import { playOut } from "../../test/driver.js";
import { show, table, use } from "../../test/fixture.js";
import type { PowerId } from "../data/powerIds.js";
import { canBeAbsorbed, snapshot, undoLast } from "./absorption.js";
import { activations } from "./powerUse.js";

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

describe("Absorption's undo of a Sidekick's hits", () => {
  it("puts back the Sidekick's hits and leaves a hero without one alone; nothing to undo is a no-op", () => {
    const s = table("6", "6", { red: ["sidekick"], blue: ["absorption"] });
    s.heroes.red.sidekick = { hits: 12, copy: null };
    const before = snapshot(s);
    expect(before.sidekickHits).toEqual({ red: 12, blue: null });
    s.heroes.red.sidekick.hits = 2;
    s.heroes.red.hits = 30;
    s.heroes.blue.hits = 20;
    s.last = { player: "blue", power: "mystic-powers", cost: 2, before };
    undoLast(s);
    expect(s.heroes.red.sidekick.hits).toBe(12);
    expect(s.heroes.blue.sidekick).toBeNull();
    // The price stays paid by the power's user only.
    expect([s.heroes.red.hits, s.heroes.blue.hits]).toEqual([50, 48]);
    // No power to cancel, or none whose table was kept: nothing changes.
    s.heroes.red.hits = 9;
    s.last = { player: "blue", power: "heat-attack", cost: 0, before: null };
    undoLast(s);
    s.last = null;
    undoLast(s);
    expect(s.heroes.red.hits).toBe(9);
  });
});

describe("when an activation keeps the table for Absorption", () => {
  it("only when the opponent holds Absorption or Mystic Powers, or Mimic against a holder of Absorption", () => {
    const by = (red: PowerId[], blue: PowerId[]): boolean =>
      canBeAbsorbed(table("1", "1", { red, blue }), "red");
    expect(by(["armor"], ["absorption"])).toBe(true);
    expect(by(["armor"], ["mystic-powers"])).toBe(true);
    expect(by(["absorption"], ["mimic"])).toBe(true);
    expect(by(["armor"], ["mimic"])).toBe(false);
    expect(by(["absorption"], ["armor"])).toBe(false);
    const s = use(table("1", "1", { red: ["armor"], blue: ["growth"] }), "armor");
    expect(s.last?.before).toBeNull();
    const kept = use(table("1", "1", { red: ["armor"], blue: ["absorption"] }), "armor");
    expect(kept.last?.before?.table.map((d) => d.value)).toEqual([1, 1]);
  });

  it("has the table kept whenever an Absorption use is offered, over random matches", () => {
    const holders: PowerId[][] = [
      ["absorption", "armor", "growth", "summon", "time-travel"],
      ["mystic-powers", "shrinking", "super-leap", "freeze", "luck"],
      ["mimic", "energy-blast", "tactics", "illusions", "drain"],
    ];
    let offered = 0;
    for (let seed = 0; seed < 9; seed++) {
      const red = holders[seed % 3]!;
      const blue = holders[(seed + 1) % 3]!;
      playOut({ red: { name: "R", powers: red }, blue: { name: "B", powers: blue } }, seed, (before) => {
        if (before.phase !== "action" || before.actor === null) return;
        const absorbs = activations(before, before.actor).some((m) => (m.as ?? m.power) === "absorption");
        if (!absorbs) return;
        offered++;
        expect(before.last?.before).not.toBeNull();
      });
    }
    expect(offered).toBeGreaterThan(20);
  });
});
