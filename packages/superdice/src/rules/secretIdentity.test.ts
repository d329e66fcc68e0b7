import { describe, expect, it } from "vitest";
import { seededDice } from "@ringside/core";
import { table } from "../../test/fixture.js";
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
