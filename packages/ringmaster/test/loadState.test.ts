import { isRingsideError, type RingsideError } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { ringmaster } from "../src/game.js";
import { BRUNO_MADDOX, DOC_HALVERSON } from "../src/samples/wrestlers.js";

/** A saved state of a fresh singles match, as JSON data to edit. */
function saved(): {
  corners: { red: { traits: { REC: number[]; levels: number[] } } };
  counterUses: { red: object };
} {
  return JSON.parse(
    JSON.stringify(ringmaster.start({ red: BRUNO_MADDOX, blue: DOC_HALVERSON }, 7).state),
  ) as ReturnType<typeof saved>;
}

function refusal(input: unknown): RingsideError {
  try {
    ringmaster.loadState(input);
  } catch (e) {
    if (isRingsideError(e)) return e;
    throw e;
  }
  throw new Error("not refused");
}

describe("loadState refuses what the engine cannot make", () => {
  it("five REC entries or four Level thresholds are problems, not silently cut to size", () => {
    const five = saved();
    five.corners.red.traits.REC.push(5);
    const e = refusal(five);
    expect(e.code).toBe("INVALID_STATE");
    expect(e.problems.map((p) => [p.path, p.message])).toContainEqual([
      "corners.red.traits.REC[4]",
      "one item too many (exactly 4)",
    ]);
    const levels = saved();
    levels.corners.red.traits.levels.push(0);
    expect(refusal(levels).problems.map((p) => p.path)).toContain("corners.red.traits.levels[3]");
  });

  it("counter uses named constructor or prototype are kept as data, never dropped", () => {
    const s = saved();
    s.counterUses.red = JSON.parse('{"constructor": 2, "prototype": 1, "Dropkick": 3}') as object;
    const loaded = ringmaster.loadState(s);
    expect(loaded.counterUses.red).toEqual({ constructor: 2, prototype: 1, Dropkick: 3 });
    expect(Object.hasOwn(loaded.counterUses.red, "constructor")).toBe(true);
  });
});
