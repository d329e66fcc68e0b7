import { describe, expect, it } from "vitest";
import type { PowerhousesEvent, PowerhousesState } from "../types.js";
import { DEFAULT_OPTIONS } from "../options.js";
import { startRoll } from "../rollTypes.js";
import { takeDownRollEnded, takeDownWinner } from "./takeDown.js";
import { exchangeState } from "../../test/ruleFixtures.js";

const takeDown = (
  red: number | null,
  takeDownTie: "roll-again" | "red-corner" = "roll-again",
): PowerhousesState => ({
  ...exchangeState(),
  options: { ...DEFAULT_OPTIONS, takeDownTie },
  phase: "take-down",
  attacker: null,
  roll: startRoll(red === null ? "red" : "blue", "take-down", 5),
  takeDown: { red, blue: null, round: 1 },
});

describe("the Take-Down", () => {
  it("the higher total attacks first; a tie is rolled again or goes to the red corner", () => {
    expect(takeDownWinner(4, 2, true)).toBe("red");
    expect(takeDownWinner(1, 3, true)).toBe("blue");
    expect(takeDownWinner(3, 3, true)).toBe("again");
    expect(takeDownWinner(3, 3, false)).toBe("red");
  });

  it("red rolls first, then blue; blue's higher total opens the first exchange", () => {
    const events: PowerhousesEvent[] = [];
    const afterRed = takeDownRollEnded(takeDown(null), "red", 2, events);
    expect(afterRed.takeDown).toEqual({ red: 2, blue: null, round: 1 });
    expect(afterRed.roll?.player).toBe("blue");
    const afterBlue = takeDownRollEnded(afterRed, "blue", 4, events);
    expect(afterBlue.phase).toBe("attack");
    expect(afterBlue.attacker).toBe("blue");
    expect(afterBlue.roll).toMatchObject({ player: "blue", role: "attack", stage: "ready" });
    expect(events.map((e) => e.type)).toEqual(["take-down-won", "exchange-started"]);
  });

  it("a tie starts a second round, or (red-corner) sends red in first", () => {
    const events: PowerhousesEvent[] = [];
    const again = takeDownRollEnded(takeDown(3), "blue", 3, events);
    expect(again.takeDown).toEqual({ red: null, blue: null, round: 2 });
    expect(again.roll?.player).toBe("red");
    expect(events).toEqual([
      { type: "take-down-tied", total: 3, round: 1, settled: "roll-again" },
      { type: "take-down-started", round: 2 },
    ]);
    const corner = takeDownRollEnded(takeDown(3, "red-corner"), "blue", 3, []);
    expect(corner.attacker).toBe("red");
    expect(corner.phase).toBe("attack");
  });
});
