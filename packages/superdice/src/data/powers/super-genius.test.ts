import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { table, targetsOf, use } from "../../../test/fixture.js";
import { totals } from "../../rules/damagePhase.js";

describe("Super Genius", () => {
  it("is activated * in the list", () => {
    expect(POWERS["super-genius"]).toMatchObject({
      id: "super-genius",
      kind: "activated",
      needsSix: true,
      assigns: false,
    });
  });
  it("multiplies the chosen total by 1.5, rounded up", () => {
    expect(targetsOf(table("6", ""), "super-genius")).toHaveLength(2);
    expect(totals(use(table("6A,1A", ""), "super-genius", { side: "attack" }), "red").attack).toBe(11);
  });
});
