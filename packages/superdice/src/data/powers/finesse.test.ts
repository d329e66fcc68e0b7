import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

describe("Finesse", () => {
  it("is activated in the list", () => {
    expect(POWERS["finesse"]).toMatchObject({
      id: "finesse",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("turns all your 5s into 6s", () => {
    expect(show(use(table("5,5D", ""), "finesse"), "red")).toBe("6,6D");
  });
});
