import { describe, expect, it } from "vitest";
import { MIGHTY_BLOB, POWER_FIST } from "../data/characters.js";
import { advantage, matchValue, scoreFor, startingEndurance } from "./preMatch.js";

describe("pre-match bookkeeping (III.1)", () => {
  it("Part IV, first match: MVs 16 and 18, advantage Power Fist", () => {
    const list = ["weight", "power", "martialArts", "power"];
    expect(matchValue(MIGHTY_BLOB, list)).toBe(16);
    expect(matchValue(POWER_FIST, list)).toBe(18);
    expect(advantage([16, 18])).toBe(1);
    expect(startingEndurance(MIGHTY_BLOB, 16)).toBe(20);
    // The text prints 22 for Power Fist (18 + 4); his Stamina is 3: 21 (an erratum of the samples).
    expect(startingEndurance(POWER_FIST, 18)).toBe(21);
  });

  it("the rematch: MVs 5 and 10, Endurance 9 and 13", () => {
    expect(matchValue(MIGHTY_BLOB, ["power", "brawling"])).toBe(5);
    expect(matchValue(POWER_FIST, ["power", "brawling"])).toBe(10);
    expect(startingEndurance(POWER_FIST, 10)).toBe(13);
  });

  it("nobody has the advantage on equal MVs; the single highest of many has it", () => {
    expect(advantage([7, 7])).toBeNull();
    expect(advantage([3, 9, 9])).toBeNull();
    expect(advantage([3, 9, 4])).toBe(1);
  });

  it("TeamWork and custom TeamWork-like attributes count where listed (a missing custom one is 1)", () => {
    expect(scoreFor({ ...MIGHTY_BLOB, teamWork: 3 }, "teamWork")).toBe(3);
    expect(scoreFor({ ...MIGHTY_BLOB, custom: { chemistry: 4 } }, "chemistry")).toBe(4);
    expect(scoreFor(MIGHTY_BLOB, "chemistry")).toBe(1);
    expect(scoreFor(MIGHTY_BLOB, "toString")).toBe(1);
  });
});
