import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Tactics", () => {
  it("is activated in the list", () => {
    expect(POWERS["tactics"]).toMatchObject({
      id: "tactics",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("moves one opposing die to the side you choose", () => {
    const s = table("", "6A,5,4D!");
    expect(targetsOf(s, "tactics")).toHaveLength(3);
    expect(show(use(s, "tactics", { dice: [11], side: "defense" }), "blue")).toBe("4D,5,6D");
  });
});
