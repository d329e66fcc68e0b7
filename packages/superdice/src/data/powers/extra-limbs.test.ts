import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";

describe("Extra Limbs", () => {
  it("is activated in the list", () => {
    expect(POWERS["extra-limbs"]).toMatchObject({
      id: "extra-limbs",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("turns all your 2s into 4s", () => {
    expect(show(use(table("1,2,2D,5", ""), "extra-limbs"), "red")).toBe("1,4,4D,5");
    expect(targetsOf(table("1,3", ""), "extra-limbs")).toEqual([]);
  });
});
