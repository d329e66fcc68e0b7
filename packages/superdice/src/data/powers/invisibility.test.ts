import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Invisibility", () => {
  it("is activated in the list", () => {
    expect(POWERS["invisibility"]).toMatchObject({
      id: "invisibility",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("turns the opponent's 5s into 2s, keeping their sides", () => {
    const s = table("5", "5,5D,6");
    expect(targetsOf(s, "invisibility")).toHaveLength(1);
    expect(show(use(s, "invisibility"), "blue")).toBe("2,2D,6");
    expect(show(use(s, "invisibility"), "red")).toBe("5");
  });
  it("has no target without a 5 on the other side", () => {
    expect(targetsOf(table("5", "1,6"), "invisibility")).toEqual([]);
  });
});
