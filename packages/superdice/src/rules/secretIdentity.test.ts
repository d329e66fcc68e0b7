import { describe, expect, it } from "vitest";
import { seededDice } from "@ringside/core";
import { table } from "../../test/fixture.js";
import { POWER_IDS, type PowerId } from "../data/powerIds.js";
import type { SuperDiceEvent } from "../moves.js";
import { SECRET_IDENTITY_HITS, secretIdentity } from "./secretIdentity.js";

describe("Secret Identity", () => {
  it("happens once, at 25 hits or fewer, never for a beaten hero", () => {
    expect(SECRET_IDENTITY_HITS).toBe(25);
    const s = table("", "", { red: ["secret-identity"] });
    s.heroes.red.hits = 0;
    secretIdentity(s, "red", seededDice(1), []);
    expect(s.heroes.red.revealed).toBe(false);
    s.heroes.red.hits = 20;
    secretIdentity(s, "red", seededDice(1), []);
    const fresh = [...s.heroes.red.powers];
    expect(fresh).toHaveLength(5);
    secretIdentity(s, "red", seededDice(2), []);
    expect(s.heroes.red.powers).toEqual(fresh);
  });
});

describe("Secret Identity's new powers", () => {
  it("are five powers neither hero holds (a Sidekick among them arrives fresh)", () => {
    const left: PowerId[] = ["sidekick", "armor", "growth", "luck", "drain"];
    const s = table("", "", {
      red: ["secret-identity"],
      blue: POWER_IDS.filter((id) => id !== "secret-identity" && !left.includes(id)),
    });
    s.heroes.red.hits = 25;
    const events: SuperDiceEvent[] = [];
    secretIdentity(s, "red", seededDice(3), events);
    expect([...s.heroes.red.powers].sort()).toEqual([...left].sort());
    expect(s.heroes.red.sidekick).toEqual({ hits: 20, copy: null });
    expect(events).toEqual([{ type: "secret-identity", player: "red", powers: s.heroes.red.powers }]);
  });
});
