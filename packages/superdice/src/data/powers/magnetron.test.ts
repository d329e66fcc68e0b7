import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

describe("Magnetron", () => {
  it("is activated * in the list", () => {
    expect(POWERS["magnetron"]).toMatchObject({
      id: "magnetron",
      kind: "activated",
      needsSix: true,
      assigns: false,
    });
  });
  it("needs a 6 and copies the opponent's values, highest to highest", () => {
    expect(show(use(table("6,1,1", "5,5,2"), "magnetron"), "red")).toBe("2,5,5");
    expect(show(use(table("6,1,1", "5"), "magnetron"), "red")).toBe("1,1,5");
  });
});
