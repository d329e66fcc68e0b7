import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

describe("Electricity", () => {
  it("is activated in the list", () => {
    expect(POWERS["electricity"]).toMatchObject({
      id: "electricity",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("takes every 2 the opponent shows", () => {
    const after = use(table("5", "2,2D,3"), "electricity");
    expect(show(after, "red")).toBe("2,2,5");
    expect(show(after, "blue")).toBe("3");
  });
});
