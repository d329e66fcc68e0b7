import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Super Strength", () => {
  it("is activated $ in the list", () => {
    expect(POWERS["super-strength"]).toMatchObject({
      id: "super-strength",
      kind: "activated",
      needsSix: false,
      assigns: true,
    });
  });
  it("makes all your 3s 6s locked on attack", () => {
    expect(show(use(table("3,3D,1", ""), "super-strength"), "red")).toBe("1,6A,6A");
  });
  it("is offered for a 3 of yours not locked on defense, and leaves such a 3 alone", () => {
    expect(targetsOf(table("4,3D!", ""), "super-strength")).toEqual([]);
    expect(targetsOf(table("4,3A!", ""), "super-strength")).toEqual([{}]);
    expect(targetsOf(table("", "3"), "super-strength")).toEqual([]);
    const after = use(table("3D!,3", ""), "super-strength");
    expect(show(after, "red")).toBe("3D,6A");
    expect(after.table.map((d) => [d.value, d.side, d.only])).toEqual([
      [3, "defense", "defense"],
      [6, "attack", "attack"],
    ]);
  });
});
