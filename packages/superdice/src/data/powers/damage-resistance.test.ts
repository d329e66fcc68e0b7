import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { table, use } from "../../../test/fixture.js";
import { damageTaken } from "../../rules/damagePhase.js";

describe("Damage Resistance", () => {
  it("is activated in the list", () => {
    expect(POWERS["damage-resistance"]).toMatchObject({
      id: "damage-resistance",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("takes 1 less damage for each attacking die", () => {
    const s = use(table("1D", "6A,6A"), "damage-resistance");
    expect(damageTaken(s).red).toBe(9);
  });
});
