import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Force Field", () => {
  it("is activated $ in the list", () => {
    expect(POWERS["force-field"]).toMatchObject({
      id: "force-field",
      kind: "activated",
      needsSix: false,
      assigns: true,
    });
  });
  it("makes all your 3s 6s locked on defense", () => {
    expect(show(use(table("3,3A,4", ""), "force-field"), "red")).toBe("4,6D,6D");
  });
  it("is offered for a 3 of yours not locked on attack, and leaves such a 3 alone", () => {
    expect(targetsOf(table("4,3A!", ""), "force-field")).toEqual([]);
    expect(targetsOf(table("4,3D!", ""), "force-field")).toEqual([{}]);
    expect(targetsOf(table("", "3"), "force-field")).toEqual([]);
    const after = use(table("3A!,3", ""), "force-field");
    expect(show(after, "red")).toBe("3A,6D");
    expect(after.table.map((d) => [d.value, d.side, d.only])).toEqual([
      [3, "attack", "attack"],
      [6, "defense", "defense"],
    ]);
  });
});
