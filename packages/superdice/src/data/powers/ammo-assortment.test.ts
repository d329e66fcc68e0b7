import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

describe("Ammo Assortment", () => {
  it("is activated $ in the list", () => {
    expect(POWERS["ammo-assortment"]).toMatchObject({
      id: "ammo-assortment",
      kind: "activated",
      needsSix: false,
      assigns: true,
    });
  });
  it("makes all your 1s 3s locked on attack", () => {
    expect(show(use(table("1,1D,2", ""), "ammo-assortment"), "red")).toBe("2,3A,3A");
  });
});
