import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

describe("Super Reflexes", () => {
  it("is activated in the list", () => {
    expect(POWERS["super-reflexes"]).toMatchObject({
      id: "super-reflexes",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("turns all your 3s into 5s", () => {
    expect(show(use(table("3,3A", ""), "super-reflexes"), "red")).toBe("5,5A");
  });
});
