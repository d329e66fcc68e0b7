import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Laser Attack", () => {
  it("is activated $ in the list", () => {
    expect(POWERS["laser-attack"]).toMatchObject({
      id: "laser-attack",
      kind: "activated",
      needsSix: false,
      assigns: true,
    });
  });
  it("makes one of your 1s a 5 locked on attack", () => {
    expect(show(use(table("1,1", ""), "laser-attack", { dice: [1] }), "red")).toBe("1,5A");
  });
  it("is offered for each free 1 of yours", () => {
    expect(targetsOf(table("1,1A!,2,1", "1"), "laser-attack")).toEqual([{ dice: [1] }, { dice: [4] }]);
  });
});
