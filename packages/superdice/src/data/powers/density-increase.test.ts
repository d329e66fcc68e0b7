import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

describe("Density Increase", () => {
  it("is activated in the list", () => {
    expect(POWERS["density-increase"]).toMatchObject({
      id: "density-increase",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("makes one of your 3s a 6", () => {
    expect(show(use(table("3,3D", ""), "density-increase", { dice: [2] }), "red")).toBe("3,6D");
  });
});
