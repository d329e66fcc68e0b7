import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Flight", () => {
  it("is activated in the list", () => {
    expect(POWERS["flight"]).toMatchObject({
      id: "flight",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("eliminates one opposing attack die", () => {
    const s = table("", "6A,5D,4");
    expect(targetsOf(s, "flight")).toEqual([{ dice: [11] }]);
    expect(show(use(s, "flight", { dice: [11] }), "blue")).toBe("4,5D");
  });
});
