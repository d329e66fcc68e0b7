import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Unstoppable", () => {
  it("is activated in the list", () => {
    expect(POWERS["unstoppable"]).toMatchObject({
      id: "unstoppable",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("eliminates one opposing defense die", () => {
    expect(show(use(table("", "6D,5A"), "unstoppable", { dice: [11] }), "blue")).toBe("5A");
  });
  it("is offered for each die the opponent has on defense", () => {
    expect(targetsOf(table("1D", "3A,4D,5,6D"), "unstoppable")).toEqual([{ dice: [12] }, { dice: [14] }]);
  });
});
