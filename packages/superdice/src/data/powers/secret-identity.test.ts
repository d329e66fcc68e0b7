import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { table } from "../../../test/fixture.js";
import { secretIdentity } from "../../rules/secretIdentity.js";
import { seededDice } from "@ringside/core";
import type { SuperDiceEvent } from "../../moves.js";

describe("Secret Identity", () => {
  it("is constant in the list", () => {
    expect(POWERS["secret-identity"]).toMatchObject({
      id: "secret-identity",
      kind: "constant",
      needsSix: false,
      assigns: false,
    });
  });
  it("at 25 hits trades every power for five new random ones", () => {
    const s = table("", "", {
      red: ["secret-identity", "flight", "growth", "armor", "sidekick"],
      blue: ["luck"],
    });
    s.heroes.red.sidekick = { hits: 20, copy: "flight" };
    s.heroes.red.hits = 25;
    const events: SuperDiceEvent[] = [];
    secretIdentity(s, "red", seededDice(3), events);
    expect(s.heroes.red.powers).toHaveLength(5);
    expect(s.heroes.red.powers).not.toContain("secret-identity");
    expect(s.heroes.red.powers).not.toContain("luck");
    expect(s.heroes.red.revealed).toBe(true);
    expect(events[0]?.type).toBe("secret-identity");
  });
  it("waits until 25 hits", () => {
    const s = table("", "", { red: ["secret-identity"] });
    s.heroes.red.hits = 26;
    secretIdentity(s, "red", seededDice(3), []);
    expect(s.heroes.red.powers).toEqual(["secret-identity"]);
  });
});
