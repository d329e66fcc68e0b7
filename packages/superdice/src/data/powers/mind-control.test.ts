import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

describe("Mind Control", () => {
  it("is activated in the list", () => {
    expect(POWERS["mind-control"]).toMatchObject({
      id: "mind-control",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("turns the opponent's 6s into 1s", () => {
    expect(show(use(table("6", "6,6D,2"), "mind-control"), "blue")).toBe("1,1D,2");
  });
});
