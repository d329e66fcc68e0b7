import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { table, targetsOf, use } from "../../../test/fixture.js";
import { totals } from "../../rules/damagePhase.js";

describe("Backblast", () => {
  it("is activated * in the list", () => {
    expect(POWERS["backblast"]).toMatchObject({
      id: "backblast",
      kind: "activated",
      needsSix: true,
      assigns: false,
    });
  });
  it("needs a 6 and adds one opposing attack die to your attack", () => {
    const s = table("6A", "5A,3D");
    expect(targetsOf(s, "backblast")).toEqual([{ dice: [11] }]);
    expect(totals(use(s, "backblast", { dice: [11] }), "red").attack).toBe(11);
  });
});
