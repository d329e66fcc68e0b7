import { describe, expect, it } from "vitest";
import {
  captainLuger,
  characterCost,
  checkCharacter,
  kaltor,
  loadCharacter,
  strategyPointsOf,
  weightClassOf,
  buddy,
  prisonerPain,
} from "@ringside/fastmatch";
import { errorOf } from "../../test/helpers.js";

describe("characters", () => {
  it("costs Captain Luger 24 points: 20 in attributes, 2 finisher, 2 style", () => {
    const c = loadCharacter(captainLuger);
    expect(characterCost(c)).toMatchObject({ attributes: 20, finishers: 2, styles: 2, total: 24, left: 0 });
    expect(strategyPointsOf(c)).toBe(2);
    expect(weightClassOf(c)).toBe("light-heavyweight");
  });
  it("costs every sample wrestler exactly 24 points (teamwork 1 point each)", () => {
    for (const c of [kaltor, buddy, prisonerPain]) expect(characterCost(loadCharacter(c)).total).toBe(24);
    expect(weightClassOf(loadCharacter(kaltor))).toBe("super-heavyweight");
  });
  it("prices a second style at 4 more, Wild Brawler 2, Cheater 1, extra strategy points 2", () => {
    const cost = characterCost({
      attributes: { STR: 5, AGI: 1, SPD: 5, END: 1, TEC: 1, WEI: 1 },
      extraStrategyPoints: 1,
      finishers: 0,
      styles: ["powerhouse", "martial-artist"],
      wildBrawler: true,
      cheater: true,
      teamwork: 0,
      sixManTeamwork: 0,
    });
    expect(cost).toMatchObject({
      attributes: 14,
      strategyPoints: 2,
      styles: 6,
      wildBrawler: 2,
      cheater: 1,
      total: 25,
      left: -1,
    });
  });
  it("lists every broken creation rule at once, with the points spent and left", () => {
    const e = errorOf(() =>
      loadCharacter({
        name: "Broken",
        attributes: { STR: 0, AGI: 8, SPD: 9, END: 3, TEC: 11, WEI: 8 },
        styles: ["high-flyer", "technician", "martial-artist"],
        cheater: "yes",
        colour: "red",
      }),
    );
    expect(e.code).toBe("INVALID_SHEET");
    const text = e.problems.map((p) => `${p.path}: ${p.message}`).join("\n");
    expect(text).toMatch(/STR 0 is below the floor/);
    expect(text).toMatch(/TEC 11 is above the cap/);
    expect(text).toMatch(/WEI\+AGI is 16/);
    expect(text).toMatch(/WEI\+SPD is 17/);
    expect(text).toMatch(/at most two styles/);
    expect(text).toMatch(/cheater: must be true or false/);
    expect(text).toMatch(/colour: unknown key "colour"/);
    expect(text).toMatch(/spends \d+ of 24 creation points/);
    expect(e.message).toMatch(/spends \d+ of 24 creation points, -\d+ left/);
  });
  it("checks style prerequisites", () => {
    const check = checkCharacter({
      name: "X",
      attributes: { STR: 4, AGI: 4, SPD: 4, END: 4, TEC: 4, WEI: 2 },
      styles: ["powerhouse"],
    });
    expect(check.problems.map((p) => p.message)).toEqual(["Powerhouse needs STR 5, the character has 4"]);
    expect(check.cost.left).toBe(0);
  });
  it("rejects non-objects and unknown styles without a TypeError", () => {
    expect(errorOf(() => loadCharacter(null)).code).toBe("INVALID_SHEET");
    expect(
      errorOf(() => loadCharacter({ name: "Y", attributes: [], styles: ["ninja"] })).problems.length,
    ).toBeGreaterThan(1);
  });
  it("keeps colour fields and injuries", () => {
    const c = loadCharacter({
      ...captainLuger,
      alignment: "face",
      manager: "Mr. Bucks",
      injuries: { END: 1 },
    });
    expect(c).toMatchObject({
      alignment: "face",
      manager: "Mr. Bucks",
      height: "6'1\"",
      injuries: { END: 1 },
    });
    expect(
      errorOf(() => loadCharacter({ ...captainLuger, injuries: { WEI: 1 } })).problems[0]!.message,
    ).toMatch(/only STR/);
  });
});
