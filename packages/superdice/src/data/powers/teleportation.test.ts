import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Teleportation", () => {
  it("is activated * in the list", () => {
    expect(POWERS["teleportation"]).toMatchObject({
      id: "teleportation",
      kind: "activated",
      needsSix: true,
      assigns: false,
    });
  });
  it("needs a 6 and trades every die in play", () => {
    expect(POWERS.teleportation.needsSix).toBe(true);
    const s = table("1,2,3,5,6", "1,4,4,5,6");
    const after = use(s, "teleportation");
    expect(show(after, "red")).toBe("1,4,4,5,6");
    expect(show(after, "blue")).toBe("1,2,3,5,6");
  });
  it("is offered while any die is in play", () => {
    const s = table("6", "2");
    s.table[1]!.out = true;
    expect(targetsOf(s, "teleportation")).toEqual([{}]);
    s.table[0]!.out = true;
    expect(targetsOf(s, "teleportation")).toEqual([]);
  });
});
