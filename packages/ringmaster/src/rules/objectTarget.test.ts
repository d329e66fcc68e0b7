import { describe, expect, it } from "vitest";
import { driveSurface, type DriveSituation } from "./objectTarget.js";

const open: DriveSituation = { inRing: true, inCorner: false, ringside: [], atCageWall: false };

describe("driving a man into something (the object tag; ¶34, ¶40, ¶144)", () => {
  it("an Irish Whip in the ring goes into a turnbuckle; on the floor only into a named object", () => {
    expect(driveSurface("Irish Whip", open)).toBe("turnbuckle");
    expect(driveSurface("Irish Whip", { ...open, inRing: false, ringside: ["railing"] })).toBeUndefined();
  });
  it("a Head Slam needs a surface within reach", () => {
    expect(driveSurface("Head Slam", open)).toBeUndefined();
    expect(driveSurface("Head Slam", { ...open, inCorner: true })).toBe("turnbuckle");
    expect(driveSurface("Head Slam", { ...open, atCageWall: true })).toBe("cage");
    expect(driveSurface("Head Slam", { ...open, inRing: false, ringside: ["railing", "steps"] })).toBe(
      "railing",
    );
  });
  it("a Toss throws him into the railing from the floor; other maneuvers need no surface", () => {
    expect(driveSurface("Toss", { ...open, inRing: false, ringside: ["railing"] })).toBe("railing");
    expect(driveSurface("Toss", open)).toBeUndefined();
    expect(driveSurface("Foreign Object Smash", open)).toBeNull();
    expect(driveSurface("Punch", open)).toBeNull();
  });
});

describe("driving a man into things, at the edges", () => {
  it("a Head Slam in a corner hits the turnbuckle before the cage; on the floor, the first object by him", () => {
    expect(driveSurface("Head Slam", { ...open, inCorner: true, atCageWall: true })).toBe("turnbuckle");
    expect(driveSurface("Head Slam", { ...open, inRing: false, ringside: ["steps", "railing"] })).toBe(
      "steps",
    );
    expect(driveSurface("Toss", { ...open, inRing: false, ringside: ["steps"] })).toBeUndefined();
    expect(driveSurface("Toss", { ...open, inRing: false, ringside: ["steps", "railing"] })).toBe("railing");
    expect(driveSurface("Irish Whip", { ...open, inCorner: true })).toBe("turnbuckle");
  });
});
