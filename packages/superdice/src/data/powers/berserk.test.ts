import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { table, use } from "../../../test/fixture.js";
import { totals } from "../../rules/damagePhase.js";

describe("Berserk", () => {
  it("is activated in the list", () => {
    expect(POWERS["berserk"]).toMatchObject({
      id: "berserk",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("adds 5 only if every die ends on attack", () => {
    const s = use(table("6A,5A", ""), "berserk");
    expect(totals(s, "red").attack).toBe(16);
    const t2 = use(table("6A,5D", ""), "berserk");
    expect(totals(t2, "red").attack).toBe(6);
  });
});
