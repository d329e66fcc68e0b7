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

describe("each illegal maneuver and option, one at a time (¶118)", () => {
  it("names the catalogue's illegal maneuvers by what the referee sees", () => {
    expect(infractions("Eye Gouge")).toEqual(["closed-fist"]);
    expect(infractions("Chokehold")).toEqual(["choke"]);
    expect(infractions("Foreign Object Smash")).toEqual(["foreign-object"]);
    expect(infractions("Fire Tab")).toEqual(["fire-tab"]);
    expect(infractions("Powder")).toEqual(["powder"]);
    expect(infractions("Running Punch")).toEqual(["closed-fist"]);
    expect(infractions("No Such Move")).toEqual([]);
  });
  it("an object swung is one foreign object, not two; each option alone adds its own", () => {
    expect(infractions("Foreign Object Smash", { object: true })).toEqual(["foreign-object"]);
    expect(infractions("Punch", { object: true })).toEqual(["closed-fist", "foreign-object"]);
    expect(infractions("Suplex", { cornerTrap: true })).toEqual(["cornering"]);
    expect(infractions("Suplex", { screwjob: true })).toEqual(["screwjob"]);
    expect(infractions("Suplex", { overTopRope: true })).toEqual(["over-the-top-rope"]);
    expect(infractions("Suplex", { leverage: true })).toEqual(["leverage"]);
    expect(infractions("Suplex", {})).toEqual([]);
    expect(isIllegalManeuver("Running Punch")).toBe(true);
  });
});
