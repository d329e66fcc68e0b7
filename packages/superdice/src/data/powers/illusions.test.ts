import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Illusions", () => {
  it("is activated in the list", () => {
    expect(POWERS["illusions"]).toMatchObject({
      id: "illusions",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("rerolls two opponent dice of your choice", () => {
    const s = table("", "6,6,5");
    expect(targetsOf(s, "illusions")).toHaveLength(3);
    expect(show(use(s, "illusions", { dice: [11, 12] }, [1, 2]), "blue")).toBe("1,2,5");
  });
  it("needs two opponent dice", () => {
    expect(targetsOf(table("", "6"), "illusions")).toEqual([]);
  });
});
