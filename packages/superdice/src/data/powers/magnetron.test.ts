import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Magnetron", () => {
  it("is activated * in the list", () => {
    expect(POWERS["magnetron"]).toMatchObject({
      id: "magnetron",
      kind: "activated",
      needsSix: true,
      assigns: false,
    });
  });
  it("needs a 6 and copies the opponent's values, highest to highest", () => {
    expect(show(use(table("6,1,1", "5,5,2"), "magnetron"), "red")).toBe("2,5,5");
    expect(show(use(table("6,1,1", "5"), "magnetron"), "red")).toBe("1,1,5");
  });
  it("needs the opponent to have dice, and hands out their values highest first (ties by die number)", () => {
    expect(targetsOf(table("6", ""), "magnetron")).toEqual([]);
    expect(targetsOf(table("6", "1"), "magnetron")).toEqual([{}]);
    const after = use(table("1,6,1", "2,4,5"), "magnetron");
    expect(after.table.filter((d) => d.holder === "red").map((d) => [d.id, d.value])).toEqual([
      [1, 4],
      [2, 5],
      [3, 2],
    ]);
  });
});
