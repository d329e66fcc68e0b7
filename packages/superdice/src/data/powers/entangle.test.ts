import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Entangle", () => {
  it("is activated in the list", () => {
    expect(POWERS["entangle"]).toMatchObject({
      id: "entangle",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("eliminates every 3 the opponent shows", () => {
    const after = use(table("3", "3,3D,5"), "entangle");
    expect(show(after, "blue")).toBe("5");
    expect(show(after, "red")).toBe("3");
    expect(after.table.filter((d) => d.out)).toHaveLength(2);
  });
  it("has no target when the opponent shows no 3", () => {
    expect(targetsOf(table("3", "4,4,5,6,6"), "entangle")).toEqual([]);
  });
});
