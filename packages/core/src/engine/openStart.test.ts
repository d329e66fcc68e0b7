import { describe, expect, it } from "vitest";
import { isRingsideError } from "../errors/RingsideError.js";
import { openStart } from "./openStart.js";

describe("openStart: the dice a match starts from", () => {
  it("opens a seed as seeded dice and a dice state where it left off", () => {
    expect(openStart("g", 42).int(1, 6)).toBe(openStart("g", 42).int(1, 6));
    const dice = openStart("g", { kind: "scripted", faces: [6, 2, 5], next: 1 });
    expect([dice.int(1, 6), dice.int(1, 6)]).toEqual([2, 5]);
  });

  it("refuses anything else with INVALID_ARGUMENT under the caller's name", () => {
    for (const start of [1.5, Number.NaN, null, "7", { kind: "seeded", rng: [0, 0, 0, 0] }]) {
      let error: unknown;
      try {
        openStart("mygame", start);
      } catch (caught) {
        error = caught;
      }
      expect(isRingsideError(error, "INVALID_ARGUMENT")).toBe(true);
      expect(String((error as Error).message)).toMatch(/^mygame: invalid (seed|starting dice)/);
    }
  });
});

describe("openStart: what its refusals say", () => {
  const problemsOf = (start: unknown) => {
    try {
      openStart("mygame", start);
    } catch (error) {
      return isRingsideError(error) ? error.problems : error;
    }
    return "nothing thrown";
  };

  it("a seed that is not a safe integer is named at dice", () => {
    expect(problemsOf(1.5)).toEqual([{ path: "dice", message: "a seed is a safe integer, got 1.5" }]);
  });

  it("a bad dice state lists its problems under dice", () => {
    const problems = problemsOf({ kind: "scripted", faces: "66", next: 0 }) as { path: string }[];
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.path.startsWith("dice"))).toBe(true);
  });
});
