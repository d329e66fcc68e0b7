import { describe, expect, it } from "vitest";
import { infractions, isIllegalManeuver } from "./infractions.js";

describe("Infractions of a maneuver (¶118, ¶33, ¶38, ¶39, ¶50, ¶52)", () => {
  it("maps the catalogue's illegal maneuvers and the options", () => {
    expect(infractions("Punch")).toEqual(["closed-fist"]);
    expect(infractions("Chokehold", { leverage: true })).toEqual(["choke", "leverage"]);
    expect(
      infractions("Suplex", { cornerTrap: true, screwjob: true, overTopRope: true, object: true }),
    ).toEqual(["foreign-object", "cornering", "screwjob", "over-the-top-rope"]);
    expect(isIllegalManeuver("Foreign Object Smash")).toBe(true);
    expect(isIllegalManeuver("Dropkick")).toBe(false);
  });
});
