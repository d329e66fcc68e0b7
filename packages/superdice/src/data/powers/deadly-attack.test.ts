import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { table, targetsOf, use } from "../../../test/fixture.js";
import { totals } from "../../rules/damagePhase.js";

describe("Deadly Attack", () => {
  it("is activated in the list", () => {
    expect(POWERS["deadly-attack"]).toMatchObject({
      id: "deadly-attack",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("adds 7 to the attack total with three of a kind", () => {
    expect(targetsOf(table("4,4,5", ""), "deadly-attack")).toEqual([]);
    const s = use(table("4,4,4A", ""), "deadly-attack");
    expect(totals(s, "red").attack).toBe(11);
  });
  it("is offered with three dice of one value, not with pairs", () => {
    expect(targetsOf(table("2,2,2,5", "5,5,5"), "deadly-attack")).toEqual([{}]);
    expect(targetsOf(table("2,2,5,5,6", "5,5,5"), "deadly-attack")).toEqual([]);
  });
});
