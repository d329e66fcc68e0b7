import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

describe("Super Strength", () => {
  it("is activated $ in the list", () => {
    expect(POWERS["super-strength"]).toMatchObject({
      id: "super-strength",
      kind: "activated",
      needsSix: false,
      assigns: true,
    });
  });
  it("makes all your 3s 6s locked on attack", () => {
    expect(show(use(table("3,3D,1", ""), "super-strength"), "red")).toBe("1,6A,6A");
  });
});
