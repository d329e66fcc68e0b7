import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

describe("Darkness", () => {
  it("is activated in the list", () => {
    expect(POWERS["darkness"]).toMatchObject({
      id: "darkness",
      kind: "activated",
      needsSix: false,
      assigns: false,
    });
  });
  it("turns the opponent's 5s into 1s", () => {
    expect(show(use(table("", "5,5A,4"), "darkness"), "blue")).toBe("1,1A,4");
  });
});
