import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { table, use } from "../../../test/fixture.js";
import { totals } from "../../rules/damagePhase.js";

describe("Super Tough", () => {
  it("is activated in the list", () => {
    expect(POWERS["super-tough"]).toMatchObject({
      id: "super-tough",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("adds 2 to each defending die", () => {
    const s = use(table("3D,4D,6A", ""), "super-tough");
    expect(totals(s, "red").defense).toBe(11);
  });
});
