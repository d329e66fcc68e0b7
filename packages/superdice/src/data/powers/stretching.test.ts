import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

describe("Stretching", () => {
  it("is activated in the list", () => {
    expect(POWERS["stretching"]).toMatchObject({
      id: "stretching",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("makes one of your 1s a 6", () => {
    expect(show(use(table("1,2", ""), "stretching", { dice: [1] }), "red")).toBe("2,6");
  });
});
