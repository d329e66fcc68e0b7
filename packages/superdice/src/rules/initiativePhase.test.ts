import { describe, expect, it } from "vitest";
import { table } from "../../test/fixture.js";
import type { SuperDiceEvent } from "../moves.js";
import { chooseFirst, initiativePhase, initiativeTotal, rollOff } from "./initiativePhase.js";

/** A roll that hands out `faces` in order and records each die's label. */
function scripted(faces: number[]): { roll: (what: string, n?: number) => number; labels: string[] } {
  const labels: string[] = [];
  return {
    labels,
    roll: (what, n) => {
      labels.push(n === undefined ? what : `${what} ${n}`);
      const f = faces.shift();
      if (f === undefined) throw new Error("no roll scripted");
      return f;
    },
  };
}

describe("Initiative Phase", () => {
  it("the higher total wins, then chooses who acts first", () => {
    const s = table("1,2,3,5,6", "1,2,4,5,6");
    expect(initiativeTotal(s, "red")).toBe(17);
    initiativePhase(s, () => 1, []);
    expect(s.initiative).toBe("blue");
    expect(s.phase).toBe("choose");
    chooseFirst(s, "red");
    expect(s).toMatchObject({ actor: "red", phase: "action" });
  });
  it("a tie goes to a 1d6 roll-off, rolled again while equal", () => {
    const s = table("3", "3");
    const faces = [4, 4, 2, 5];
    const events: SuperDiceEvent[] = [];
    initiativePhase(s, () => faces.shift() ?? 0, events);
    expect(s.initiative).toBe("blue");
    expect(events[0]).toMatchObject({
      type: "rolloff",
      rolls: [
        { red: 4, blue: 4 },
        { red: 2, blue: 5 },
      ],
    });
  });
  it("with initiativeTie reroll, the dice are rolled again", () => {
    const s = table("3", "3", { options: { initiativeTie: "reroll" } });
    const faces = [6, 1];
    initiativePhase(s, () => faces.shift() ?? 0, []);
    expect(s.initiative).toBe("red");
  });
  it("with initiativeTie reroll, every die is rolled again (and reported) until the totals differ", () => {
    const s = table("3,1", "2,2", { options: { initiativeTie: "reroll" } });
    const dice = scripted([2, 2, 1, 3, 1, 6, 2, 2]);
    const events: SuperDiceEvent[] = [];
    initiativePhase(s, dice.roll, events);
    expect(dice.labels).toEqual([
      "red initiative reroll die 1",
      "red initiative reroll die 2",
      "blue initiative reroll die 11",
      "blue initiative reroll die 12",
      "red initiative reroll die 1",
      "red initiative reroll die 2",
      "blue initiative reroll die 11",
      "blue initiative reroll die 12",
    ]);
    expect(events).toEqual([
      { type: "luck", player: "red", rolled: [2, 2], kept: [2, 2] },
      { type: "luck", player: "blue", rolled: [1, 3], kept: [1, 3] },
      { type: "luck", player: "red", rolled: [1, 6], kept: [1, 6] },
      { type: "luck", player: "blue", rolled: [2, 2], kept: [2, 2] },
      { type: "initiative", totals: { red: 7, blue: 4 }, winner: "red" },
    ]);
    expect(s.initiative).toBe("red");
  });
  it("with initiativeTie reroll, a tie that lasts 1,000 rerolls goes to the roll-off", () => {
    const s = table("3", "3", { options: { initiativeTie: "reroll" } });
    const dice = scripted([...Array<number>(2000).fill(4), 1, 5]);
    const events: SuperDiceEvent[] = [];
    initiativePhase(s, dice.roll, events);
    expect(dice.labels.slice(1998)).toEqual([
      "red initiative reroll die 1",
      "blue initiative reroll die 11",
      "red initiative roll-off",
      "blue initiative roll-off",
    ]);
    expect(events.at(-1)).toEqual({ type: "initiative", totals: { red: 4, blue: 4 }, winner: "blue" });
  });
  it("the roll-off goes to the higher die and names each roll", () => {
    const dice = scripted([3, 3, 6, 2]);
    expect(rollOff(dice.roll, "draft")).toEqual({
      rolls: [
        { red: 3, blue: 3 },
        { red: 6, blue: 2 },
      ],
      winner: "red",
    });
    expect(dice.labels).toEqual([
      "red draft roll-off",
      "blue draft roll-off",
      "red draft roll-off",
      "blue draft roll-off",
    ]);
    expect(rollOff(scripted([1, 2]).roll, "x").winner).toBe("blue");
  });
});
