import { describe, expect, it } from "vitest";
import {
  BOOT_AP,
  grabCost,
  objectsAt,
  PICK_UP_AP,
  RINGSIDE_OBJECTS,
  WHIP_TARGET_DICE,
  whipTargets,
  blindRounds,
  CONCEAL_TRICK,
  DRAW_AP,
  drawTarget,
  GARROTE_DICE,
} from "./foreignObjects.js";
import { foreignObjectByName } from "../data/foreignObjects.js";

describe("foreign objects in a match (¶39–¶43)", () => {
  it("a boot anywhere for 3 AP; the ringside objects only on the floor, for 2", () => {
    expect(objectsAt({ row: 4, col: 4 })).toEqual(["Boot"]);
    expect(objectsAt({ row: 0, col: 4 })).toEqual(["Boot", ...RINGSIDE_OBJECTS]);
    expect(grabCost("Boot")).toBe(BOOT_AP);
    expect(BOOT_AP).toBe(3);
    expect(grabCost("Steel Chair")).toBe(PICK_UP_AP);
  });
  it("every ringside object is a smash object of the table", () => {
    for (const o of RINGSIDE_OBJECTS) expect(foreignObjectByName(o)?.use.kind).toBe("smash");
  });
  it("whip targets: the railing anywhere on the floor, the post and steps beside a post, nothing inside (¶40)", () => {
    expect(whipTargets({ row: 0, col: 4 })).toEqual(["railing"]);
    expect(whipTargets({ row: 9, col: 9 })).toEqual(["railing", "steps", "post"]);
    expect(whipTargets({ row: 2, col: 0 })).toEqual(["railing", "steps", "post"]);
    expect(whipTargets({ row: 4, col: 4 })).toEqual([]);
    expect(whipTargets({ row: 1, col: 4 })).toEqual([]);
    // the table's Stun Codes (completion §9): steps 4d6, railing 3d6, post 4d6
    expect(WHIP_TARGET_DICE).toEqual({ steps: 4, railing: 3, post: 4 });
    expect(foreignObjectByName("Ringside Steps")?.use).toEqual({ kind: "target", stunCodeDice: 4 });
    expect(foreignObjectByName("Ringside Railing")?.use).toEqual({ kind: "target", stunCodeDice: 3 });
    expect(foreignObjectByName("Ring Post")?.use).toEqual({ kind: "target", stunCodeDice: 4 });
  });
  it("hidden objects: 2 AP to draw, the SAV Trick −5% a use, Powder blinds a round a point, the garrote's die (¶32, ¶43–¶46)", () => {
    expect(DRAW_AP).toBe(2);
    expect(CONCEAL_TRICK).toEqual({ name: "Conceal Object", class: "SAV", level: 1 });
    expect(drawTarget(60, 0)).toBe(60);
    expect(drawTarget(60, 3)).toBe(45);
    expect(blindRounds(7)).toBe(7);
    expect(blindRounds(-2)).toBe(0);
    expect(GARROTE_DICE).toBe(1);
  });
});
