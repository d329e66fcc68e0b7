import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { table, use } from "../../../test/fixture.js";
import { totals } from "../../rules/damagePhase.js";

describe("Insubstantial", () => {
  it("is activated * in the list", () => {
    expect(POWERS["insubstantial"]).toMatchObject({
      id: "insubstantial",
      kind: "activated",
      needsSix: true,
      assigns: false,
    });
  });
  it("halves the opponent's attack total, rounded down", () => {
    const s = use(table("6", "5A,6A"), "insubstantial");
    expect(totals(s, "blue").attack).toBe(5);
  });
});
