import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { table, targetsOf, use } from "../../../test/fixture.js";
import { damageTaken } from "../../rules/damagePhase.js";

describe("Elemental Attack", () => {
  it("is activated in the list", () => {
    expect(POWERS["elemental-attack"]).toMatchObject({
      id: "elemental-attack",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("deals the chosen attacking die's value whatever the defense", () => {
    const s = use(table("6A,2A", "6D,6D"), "elemental-attack", { dice: [1] });
    expect(damageTaken(s).blue).toBe(6);
    expect(damageTaken(table("6A,2A", "6D,6D")).blue).toBe(0);
  });
  it("is offered for each die of yours on attack", () => {
    expect(targetsOf(table("3A,4D,5,6A", "2A"), "elemental-attack")).toEqual([{ dice: [1] }, { dice: [4] }]);
  });
});
