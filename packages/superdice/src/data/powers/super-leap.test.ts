import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Super Leap", () => {
  it("is activated in the list", () => {
    expect(POWERS["super-leap"]).toMatchObject({
      id: "super-leap",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("makes one of your 2s a 6", () => {
    const s = table("2,2,5", "2");
    expect(targetsOf(s, "super-leap")).toHaveLength(2);
    expect(show(use(s, "super-leap", { dice: [1] }), "red")).toBe("2,5,6");
  });
  it("has no target without a 2", () => {
    expect(targetsOf(table("4,4,5,6,6", "2"), "super-leap")).toEqual([]);
  });
});
