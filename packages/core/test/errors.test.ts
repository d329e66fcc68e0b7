import { describe, expect, it } from "vitest";
import {
  describe as describeValue,
  formatProblem,
  isIntIn,
  isRecord,
  isRingsideError,
  Problems,
  RingsideError,
} from "@ringside/core";

describe("RingsideError", () => {
  it("carries a stable code, every problem, and a message naming each with its rule", () => {
    const problems = new Problems();
    problems.add("sheet.name", "is empty", "Creating a wrestler");
    problems.check(true, "sheet.faces[2]", "repeats Brawling");
    problems.check(false, "never", "not added");
    let error: unknown;
    try {
      problems.throwIfAny("INVALID_SHEET", "Invalid wrestler sheet");
    } catch (e) {
      error = e;
    }
    expect(isRingsideError(error, "INVALID_SHEET")).toBe(true);
    const e = error as RingsideError;
    expect(e.name).toBe("RingsideError");
    expect(e.problems).toHaveLength(2);
    expect(e.message).toBe(
      "Invalid wrestler sheet:\n  - sheet.name: is empty (Creating a wrestler)\n  - sheet.faces[2]: repeats Brawling",
    );
    expect(e).toBeInstanceOf(Error);
  });

  it("puts a single problem on one line", () => {
    expect(new RingsideError("ILLEGAL_MOVE", "nope", "not now").message).toBe("nope: not now");
    expect(formatProblem({ path: "a", message: "b", rule: "c" })).toBe("a: b (c)");
  });

  it("throwIfAny is silent when there is nothing", () => {
    const problems = new Problems();
    expect(problems.ok).toBe(true);
    expect(() => problems.throwIfAny("INVALID_CONFIG", "x")).not.toThrow();
  });

  it("isRingsideError tells codes apart", () => {
    const e = new RingsideError("DECK_EMPTY", "x", "y");
    expect(isRingsideError(e)).toBe(true);
    expect(isRingsideError(e, "ILLEGAL_MOVE")).toBe(false);
    expect(isRingsideError(new Error("x"))).toBe(false);
  });
});

describe("guards", () => {
  it("isRecord, isIntIn and describe", () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isIntIn(3, 1, 5)).toBe(true);
    expect(isIntIn(3.5, 1, 5)).toBe(false);
    expect(isIntIn("3", 1, 5)).toBe(false);
    expect(describeValue({ a: 1 })).toBe('{"a":1}');
    expect(describeValue("x".repeat(100))).toHaveLength(60);
    expect(describeValue(undefined)).toBe("undefined");
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(describeValue(cyclic)).toBe('{"self":[Circular]}');
  });
});
