import { describe, expect, it } from "vitest";
import { show, table } from "../../test/fixture.js";
import type { SuperDiceEvent } from "../moves.js";
import { diceCount, emptyMods, luckPhase } from "./luckPhase.js";

describe("Luck Phase", () => {
  it("rolls five dice each, red first, and clears the last turn", () => {
    const s = table("6A", "6D");
    s.used.red.push("growth");
    const faces = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2];
    const events: SuperDiceEvent[] = [];
    luckPhase(s, () => faces.shift() ?? 0, events);
    expect(show(s, "red")).toBe("1,2,3,4,5");
    expect(show(s, "blue")).toBe("2,3,4,5,6");
    expect(s.used.red).toEqual([]);
    expect(s.phase).toBe("initiative");
    expect(events.map((e) => e.type)).toEqual(["turn", "luck", "luck"]);
  });
  it("counts Stunning Attack and Weather Control, never below one die", () => {
    expect(diceCount(-1)).toBe(4);
    expect(diceCount(2)).toBe(7);
    expect(diceCount(-9)).toBe(1);
  });
  it("with luckKeeps first, Luck keeps the first five rolled", () => {
    const s = table("", "", { red: ["luck"], options: { luckKeeps: "first" } });
    const faces = [1, 1, 1, 1, 1, 6, 2, 2, 2, 2, 2];
    luckPhase(s, () => faces.shift() ?? 0, []);
    expect(show(s, "red")).toBe("1,1,1,1,1");
  });
});

describe("Luck Phase dice", () => {
  it("names each hero's dice in order, and they are the hero's own for good", () => {
    const s = table("", "", { red: ["luck"] });
    s.used.blue.push("armor");
    s.mods.red.unavoidable.push(3);
    const labels: string[] = [];
    luckPhase(
      s,
      (what, n) => {
        labels.push(`${what} ${n}`);
        return 4;
      },
      [],
    );
    expect(labels).toEqual([
      ...[1, 2, 3, 4, 5, 6].map((n) => `red luck die ${n}`),
      ...[1, 2, 3, 4, 5].map((n) => `blue luck die ${n}`),
    ]);
    expect(s.table.every((d) => !d.extra && !d.out && d.side === null && d.holder === d.owner)).toBe(true);
    expect(s.used).toEqual({ red: [], blue: [] });
    expect(s.mods.red).toEqual(emptyMods());
  });
  it("fresh modifiers change nothing", () => {
    expect(emptyMods()).toEqual({
      attackBonus: 0,
      superTough: false,
      insubstantial: false,
      genius: null,
      resistance: false,
      berserk: false,
      unavoidable: [],
      deflected: [],
    });
  });
});
