import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

describe("Growth", () => {
  it("is activated in the list", () => {
    expect(POWERS["growth"]).toMatchObject({
      id: "growth",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("turns all your 2s into 6s", () => {
    expect(show(use(table("2,2,3", ""), "growth"), "red")).toBe("3,6,6");
  });
});
