import { recordingDice, scriptedDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { openingContest, openingTargets } from "./advantage.js";

const base = { STR: 50, AGI: 50, BRA: 50, TEC: 50, SAV: 50, STA: 50, TOU: 50 };
const tall = { attributes: { ...base, STR: 40, TEC: 70, SAV: 45 }, height: 80 };
const short = { attributes: { ...base, STR: 60, TEC: 30, SAV: 65 }, height: 70 };

describe("Advantage at the start (¶14–¶17)", () => {
  it("the bell is a SAV Contest", () => {
    expect(openingTargets("bell", tall, short)).toEqual([45, 65]);
  });
  it("the tie-up uses each side's higher of STR and TEC", () => {
    expect(openingTargets("tie-up", tall, short)).toEqual([70, 60]);
  });
  it("the test of strength is STR only, +10 to the taller", () => {
    expect(openingTargets("test-of-strength", tall, short)).toEqual([50, 60]);
    expect(openingTargets("test-of-strength", short, tall)).toEqual([60, 50]);
    expect(openingTargets("test-of-strength", short, { ...short })).toEqual([60, 60]);
  });
  it("the winner of the Contest takes Advantage", () => {
    // tall rolls 40 (succeeds by 5 against SAV 45), short rolls 70 (fails against 65)
    expect(openingContest(scriptedDice([4, 0, 7, 0]), "bell", tall, short).winner).toBe("a");
  });
  it("labels its rolls by the opening (the bell's as its SAV Contest) and by side", () => {
    const bell = recordingDice(scriptedDice([4, 0, 7, 0]));
    openingContest(bell, "bell", tall, short);
    expect(bell.rolls.map((r) => r.label)).toEqual([
      "opening SAV A tens",
      "opening SAV A ones",
      "opening SAV B tens",
      "opening SAV B ones",
    ]);
    const tieUp = recordingDice(scriptedDice([4, 0, 7, 0]));
    expect(openingContest(tieUp, "tie-up", tall, short).winner).toBe("a");
    expect(tieUp.rolls[0]?.label).toBe("tie-up A tens");
  });
});
