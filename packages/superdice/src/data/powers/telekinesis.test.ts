import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Telekinesis", () => {
  it("is activated in the list", () => {
    expect(POWERS["telekinesis"]).toMatchObject({
      id: "telekinesis",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("rerolls any one die in play, either side", () => {
    const s = table("1", "6");
    expect(targetsOf(s, "telekinesis")).toHaveLength(2);
    expect(show(use(s, "telekinesis", { dice: [11] }, [2]), "blue")).toBe("2");
  });
  it("is offered for every die in play, not an eliminated one", () => {
    const s = table("6,3", "2");
    s.table[1]!.out = true;
    expect(targetsOf(s, "telekinesis")).toEqual([{ dice: [1] }, { dice: [11] }]);
  });
});
