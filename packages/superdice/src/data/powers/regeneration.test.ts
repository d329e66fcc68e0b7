import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { table } from "../../../test/fixture.js";
import { regainHits } from "../../rules/hits.js";

describe("Regeneration", () => {
  it("is constant in the list", () => {
    expect(POWERS["regeneration"]).toMatchObject({
      id: "regeneration",
      kind: "constant",
      needsSix: false,
      assigns: false,
    });
  });
  it("heals 2 at the end of the Damage Phase, never above the cap", () => {
    expect(POWERS.regeneration.endOfDamage).toEqual({ heal: 2 });
    const s = table("", "", { red: ["regeneration"] });
    s.heroes.red.hits = 49;
    expect(regainHits(s, "red", 2)).toBe(1);
    expect(s.heroes.red.hits).toBe(50);
  });
});
