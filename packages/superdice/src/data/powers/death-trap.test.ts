import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, use } from "../../../test/fixture.js";

describe("Death Trap", () => {
  it("is activated * in the list", () => {
    expect(POWERS["death-trap"]).toMatchObject({
      id: "death-trap",
      kind: "activated",
      needsSix: true,
      assigns: false,
    });
  });
  it("needs a 6 and eliminates any one opponent die", () => {
    expect(POWERS["death-trap"].needsSix).toBe(true);
    expect(show(use(table("6", "6D,1"), "death-trap", { dice: [11] }), "blue")).toBe("1");
  });
});
