import { describe, expect, it } from "vitest";
import { POWERS } from "./index.js";
import { show, table, targetsOf, use } from "../../../test/fixture.js";
import { diceCount } from "../../rules/luckPhase.js";

describe("Weather Control", () => {
  it("is activated * in the list", () => {
    expect(POWERS["weather-control"]).toMatchObject({
      id: "weather-control",
      kind: "activated",
      needsSix: true,
      assigns: false,
    });
  });
  it("needs a 6, eliminates one of your dice, and gives two more next turn", () => {
    const after = use(table("6,2", ""), "weather-control", { dice: [2] });
    expect(show(after, "red")).toBe("6");
    expect(after.heroes.red.nextDice).toBe(2);
    expect(diceCount(2)).toBe(7);
  });
  it("is offered for each die of yours", () => {
    expect(targetsOf(table("1,2", "3"), "weather-control")).toEqual([{ dice: [1] }, { dice: [2] }]);
  });
});
