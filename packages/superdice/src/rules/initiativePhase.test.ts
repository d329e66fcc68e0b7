import { describe, expect, it } from "vitest";
import { table } from "../../test/fixture.js";
import type { SuperDiceEvent } from "../moves.js";
import { chooseFirst, initiativePhase, initiativeTotal } from "./initiativePhase.js";

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
});
