import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { table } from "../../../test/fixture.js";
import { initiativeTotal } from "../../rules/initiativePhase.js";

describe("Super Speed", () => {
  it("is constant in the list", () => {
    expect(POWERS["super-speed"]).toMatchObject({
      id: "super-speed",
      kind: "constant",
      needsSix: false,
      assigns: false,
    });
  });
  it("adds 10 to the Initiative total", () => {
    const s = table("1,1", "6,6", { red: ["super-speed"] });
    expect(initiativeTotal(s, "red")).toBe(12);
    expect(initiativeTotal(s, "blue")).toBe(12);
  });
});
