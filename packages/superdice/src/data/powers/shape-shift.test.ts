import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Shape Shift", () => {
  it("is activated in the list", () => {
    expect(POWERS["shape-shift"]).toMatchObject({
      id: "shape-shift",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("rerolls the dice you choose (any non-empty set)", () => {
    const s = table("1,2,6", "");
    expect(targetsOf(s, "shape-shift")).toHaveLength(7);
    expect(show(use(s, "shape-shift", { dice: [1, 2] }, [6, 5]), "red")).toBe("5,6,6");
  });
});
