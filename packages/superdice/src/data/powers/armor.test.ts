import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Armor", () => {
  it("is activated $ in the list", () => {
    expect(POWERS["armor"]).toMatchObject({ id: "armor", kind: "activated", needsSix: false, assigns: true });
  });
  it("makes all your 1s 5s locked on defense", () => {
    const after = use(table("1,1A,2", ""), "armor");
    expect(show(after, "red")).toBe("2,5D,5D");
    expect(after.table.every((d) => d.value !== 5 || d.only === "defense")).toBe(true);
  });
  it("leaves a 1 another $ power locked on attack", () => {
    expect(show(use(table("1A!,1", ""), "armor"), "red")).toBe("1A,5D");
  });
  it("is offered for a 1 of yours not locked on attack, and leaves such a 1 alone", () => {
    expect(targetsOf(table("2,1A!", ""), "armor")).toEqual([]);
    expect(targetsOf(table("2,1D!", ""), "armor")).toEqual([{}]);
    expect(targetsOf(table("", "1"), "armor")).toEqual([]);
    const after = use(table("1A!,1", ""), "armor");
    expect(show(after, "red")).toBe("1A,5D");
    expect(after.table.map((d) => [d.value, d.side, d.only])).toEqual([
      [1, "attack", "attack"],
      [5, "defense", "defense"],
    ]);
  });
});
