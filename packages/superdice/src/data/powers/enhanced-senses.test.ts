import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

describe("Enhanced Senses", () => {
  it("is activated in the list", () => {
    expect(POWERS["enhanced-senses"]).toMatchObject({
      id: "enhanced-senses",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("rerolls all your 1s and 2s", () => {
    expect(show(use(table("1,2,6", ""), "enhanced-senses", {}, [5, 3]), "red")).toBe("3,5,6");
  });
});
