import { describe, expect, it } from "vitest";
import { BOOT_AP, grabCost, objectsAt, PICK_UP_AP, RINGSIDE_OBJECTS } from "./foreignObjects.js";
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
});
