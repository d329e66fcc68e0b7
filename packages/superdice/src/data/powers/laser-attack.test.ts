import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

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
});
