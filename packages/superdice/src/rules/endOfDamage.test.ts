import { describe, expect, it } from "vitest";
import { table } from "../../test/fixture.js";
import type { SuperDiceEvent } from "../moves.js";
import { endOfDamage } from "./endOfDamage.js";

describe("end of the Damage Phase (Regeneration, Drain)", () => {
  it("does not depend on the seat: Regeneration at 1 hit survives Drain on either side", () => {
    const seen = (["red", "blue"] as const).map((regen) => {
      const drain = regen === "red" ? "blue" : "red";
      const s = table("", "", { [regen]: ["regeneration"], [drain]: ["drain"] });
      s.heroes[regen].hits = 1;
      s.heroes[drain].hits = 30;
      endOfDamage(s, []);
      return [s.heroes[regen].hits, s.heroes[drain].hits];
    });
    expect(seen).toEqual([
      [1, 30],
      [1, 30],
    ]);
  });

  it("counts heals against the hits left by the damage (never above the cap), then drains", () => {
    const s = table("", "", { red: ["regeneration", "drain"], blue: ["drain"] });
    s.heroes.red.hits = s.heroes.red.cap;
    s.heroes.blue.hits = 2;
    const events: SuperDiceEvent[] = [];
    endOfDamage(s, events);
    expect(s.heroes.red.hits).toBe(s.heroes.red.cap - 2);
    expect(s.heroes.blue.hits).toBe(0);
    expect(events).toEqual([
      { type: "end-effect", player: "red", power: "regeneration", hits: 0 },
      { type: "end-effect", player: "red", power: "drain", hits: -2 },
      { type: "end-effect", player: "blue", power: "drain", hits: -2 },
    ]);
  });

  it("leaves a hero the damage beat alone: no heal, and his Drain does not act", () => {
    const s = table("", "", { red: ["regeneration", "drain"] });
    s.heroes.red.hits = 0;
    s.heroes.blue.hits = 10;
    const events: SuperDiceEvent[] = [];
    endOfDamage(s, events);
    expect([s.heroes.red.hits, s.heroes.blue.hits, events]).toEqual([0, 10, []]);
  });

  it("does not drain a hero the damage already beat", () => {
    const s = table("", "", { red: ["drain"] });
    s.heroes.red.hits = 5;
    s.heroes.blue.hits = 0;
    const events: SuperDiceEvent[] = [];
    endOfDamage(s, events);
    expect(events).toEqual([]);
  });
});
