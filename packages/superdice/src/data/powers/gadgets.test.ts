import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

describe("Gadgets", () => {
  it("is activated in the list", () => {
    expect(POWERS["gadgets"]).toMatchObject({
      id: "gadgets",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("makes one of your 1s a 5", () => {
    expect(show(use(table("1,1A", ""), "gadgets", { dice: [2] }), "red")).toBe("1,5A");
  });
});
