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

describe("Victory: who holds the belt, and a result that stands", () => {
  it("the champion keeps the belt when he wins, and when nobody does", () => {
    for (const winner of ["a", null] as const) {
      const events: RassleEvent[] = [];
      const d = setupOn({ champion: "a" }, 1, events);
      end(d, { winner, method: winner === null ? "draw" : "pinfall" });
      expect(events.at(-1)).toEqual({ type: "title", champion: "a", changed: false });
    }
  });
  it("a match without a champion reports no title", () => {
    const events: RassleEvent[] = [];
    const d = setupOn({}, 1, events);
    end(d, { winner: "b", method: "pinfall" });
    expect(events.some((e) => e.type === "title")).toBe(false);
  });
  it("a match already over stays over: low energy afterwards does not turn it into a draw", () => {
    const d = setupOn({}, 1);
    end(d, { winner: "a", method: "pinfall", detail: "the referee counted three" });
    d.energy.a = 2;
    d.energy.b = 0;
    expect(checkDrawByEnergy(d)).toBe(true);
    expect(d.result).toEqual({ winner: "a", method: "pinfall", detail: "the referee counted three" });
    d.energy.a = 9;
    expect(checkDrawByEnergy(d)).toBe(true);
  });
});
