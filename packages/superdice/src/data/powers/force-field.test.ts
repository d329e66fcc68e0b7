import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

describe("Force Field", () => {
  it("is activated $ in the list", () => {
    expect(POWERS["force-field"]).toMatchObject({
      id: "force-field",
      kind: "activated",
      needsSix: false,
      assigns: true,
    });
  });
  it("makes all your 3s 6s locked on defense", () => {
    expect(show(use(table("3,3A,4", ""), "force-field"), "red")).toBe("4,6D,6D");
  });
});
