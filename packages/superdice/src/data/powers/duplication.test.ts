import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Duplication", () => {
  it("is activated in the list", () => {
    expect(POWERS["duplication"]).toMatchObject({
      id: "duplication",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("makes every die you have in play a 4", () => {
    expect(show(use(table("1,6A,2", ""), "duplication"), "red")).toBe("4,4,4A");
    expect(targetsOf(table("4,4", ""), "duplication")).toEqual([]);
  });
});
