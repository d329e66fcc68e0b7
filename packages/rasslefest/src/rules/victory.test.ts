/** Tests of `victory.ts`. */
import { describe, expect, it } from "vitest";
import { rasslefest, type RassleEvent } from "../index.js";
import { setupOn } from "../game.js";
import { checkDrawByEnergy, end } from "./victory.js";

describe("Victory", () => {
  it("is a draw when the energy left in the game falls to four", () => {
    const d = setupOn({ startingEnergy: { a: 3, b: 3 } }, 1);
    expect(checkDrawByEnergy(d)).toBe(false);
    d.energy.a = 3;
    d.energy.b = 2;
    expect(checkDrawByEnergy(d)).toBe(false);
    d.energy.a = 2;
    expect(checkDrawByEnergy(d)).toBe(true);
    expect(d.result).toMatchObject({ winner: null, method: "draw" });
  });
  it("reports who holds the belt at the end of a title match: only a pinfall moves it", () => {
    for (const [method, changed] of [
      ["pinfall", true],
      ["disqualification", false],
    ] as const) {
      const events: RassleEvent[] = [];
      const d = setupOn({ champion: "a" }, 1, events);
      end(d, { winner: "b", method });
      expect(d.phase).toEqual({ kind: "over" });
      expect(events.at(-1)).toEqual({ type: "title", champion: changed ? "b" : "a", changed });
    }
    expect(rasslefest.turn(rasslefest.setup({}, 1)).kind).toBe("decide");
  });
});
