import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table } from "../../../test/fixture.js";
import { luckPhase } from "../../rules/luckPhase.js";

describe("Luck", () => {
  it("is constant in the list", () => {
    expect(POWERS["luck"]).toMatchObject({ id: "luck", kind: "constant", needsSix: false, assigns: false });
  });
  it("rolls six dice and keeps the best five", () => {
    const s = table("", "", {
      red: ["luck", "flight", "growth", "armor", "gadgets"],
      blue: ["drain", "summon", "freeze", "mimic", "berserk"],
    });
    const faces = [1, 6, 2, 5, 3, 4, 1, 1, 1, 1, 1];
    luckPhase(s, () => faces.shift() ?? 1, []);
    expect(show(s, "red")).toBe("2,3,4,5,6");
    expect(show(s, "blue")).toBe("1,1,1,1,1");
  });
});
