import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { table } from "../../../test/fixture.js";
import { loseHits } from "../../rules/hits.js";
import { superdice } from "../../game.js";

describe("Sidekick", () => {
  it("is constant in the list", () => {
    expect(POWERS["sidekick"]).toMatchObject({
      id: "sidekick",
      kind: "constant",
      needsSix: false,
      assigns: false,
    });
  });
  it("arrives with 20 hits and copies a chosen activated power", () => {
    const st = superdice.setup(
      {
        red: { name: "R", powers: ["sidekick", "regeneration", "flight", "growth", "armor"] },
        blue: { name: "B", powers: ["luck", "drain", "summon", "freeze", "gadgets"] },
      },
      1,
    );
    expect(st.heroes.red.sidekick).toEqual({ hits: 20, copy: null });
    expect(superdice.moves(st, "red")).toEqual([
      { type: "copy", power: "flight" },
      { type: "copy", power: "growth" },
      { type: "copy", power: "armor" },
    ]);
  });
  it("takes its hero's damage first", () => {
    const s = table("", "", { red: ["sidekick"] });
    s.heroes.red.sidekick = { hits: 5, copy: null };
    expect(loseHits(s, "red", 8)).toBe(3);
    expect(s.heroes.red.sidekick.hits).toBe(0);
    expect(s.heroes.red.hits).toBe(47);
  });
});
