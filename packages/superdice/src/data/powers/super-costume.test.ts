import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { table } from "../../../test/fixture.js";
import { totals } from "../../rules/damagePhase.js";
import { initiativeTotal } from "../../rules/initiativePhase.js";

describe("Super Costume", () => {
  it("is constant in the list", () => {
    expect(POWERS["super-costume"]).toMatchObject({
      id: "super-costume",
      kind: "constant",
      needsSix: false,
      assigns: false,
    });
  });
  it("adds 1 to each of its hero's dice in every total", () => {
    const s = table("1A,2D", "", { red: ["super-costume"] });
    expect(totals(s, "red")).toMatchObject({ attack: 2, defense: 3 });
    expect(initiativeTotal(s, "red")).toBe(5);
  });
});
