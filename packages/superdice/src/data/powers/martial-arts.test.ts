import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

describe("Martial Arts", () => {
  it("is activated in the list", () => {
    expect(POWERS["martial-arts"]).toMatchObject({
      id: "martial-arts",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("trades one die each way", () => {
    expect(show(use(table("1", "6"), "martial-arts", { dice: [1, 11] }), "red")).toBe("6");
  });
});
