import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

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
  it("is offered for a 1 of yours not locked on defense, and leaves such a 1 alone", () => {
    expect(targetsOf(table("2,1D!", ""), "ammo-assortment")).toEqual([]);
    expect(targetsOf(table("2,1A!", ""), "ammo-assortment")).toEqual([{}]);
    expect(targetsOf(table("", "1"), "ammo-assortment")).toEqual([]);
    const after = use(table("1D!,1", ""), "ammo-assortment");
    expect(show(after, "red")).toBe("1D,3A");
    expect(after.table.map((d) => [d.value, d.side, d.only])).toEqual([
      [1, "defense", "defense"],
      [3, "attack", "attack"],
    ]);
  });
});
