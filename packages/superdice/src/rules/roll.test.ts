import { recordingDice, seededDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { d6From } from "./roll.js";

describe("a d6 for the rules", () => {
  it("labels the roll with its name and number for dice that read labels", () => {
    const rec = recordingDice(seededDice(3));
    const roll = d6From(rec);
    roll("reroll die", 12);
    roll("red initiative roll-off");
    expect(rec.rolls.map((r) => r.label)).toEqual(["reroll die 12", "red initiative roll-off"]);
  });

  it("rolls seeded dice as they come, the same faces either way", () => {
    const a = seededDice(9);
    const b = seededDice(9);
    const roll = d6From(a);
    const faces = Array.from({ length: 20 }, () => roll("luck die", 1));
    expect(faces).toEqual(Array.from({ length: 20 }, () => b.int(1, 6)));
  });
});
