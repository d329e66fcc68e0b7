import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Energy Blast", () => {
  it("is activated $ in the list", () => {
    expect(POWERS["energy-blast"]).toMatchObject({
      id: "energy-blast",
      kind: "activated",
      needsSix: false,
      assigns: true,
    });
  });
  it("makes one free 5 a 10 locked on attack", () => {
    const s = table("5D!,5,1", "");
    expect(targetsOf(s, "energy-blast")).toEqual([{ dice: [2] }]);
    expect(show(use(s, "energy-blast", { dice: [2] }), "red")).toBe("1,5D,10A");
  });
});
