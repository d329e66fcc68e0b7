import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { superdice } from "../../game.js";

describe("Made of Metal", () => {
  it("is constant in the list", () => {
    expect(POWERS["made-of-metal"]).toMatchObject({
      id: "made-of-metal",
      kind: "constant",
      needsSix: false,
      assigns: false,
    });
  });
  it("starts its hero with 30 more hits", () => {
    expect(POWERS["made-of-metal"].extraHits).toBe(30);
    expect(
      superdice.setup(
        {
          red: { name: "R", powers: ["made-of-metal", "luck", "drain", "summon", "flight"] },
          blue: { name: "B", powers: ["growth", "armor", "mimic", "freeze", "gadgets"] },
        },
        1,
      ).heroes.red,
    ).toMatchObject({ hits: 80, cap: 80 });
  });
});
