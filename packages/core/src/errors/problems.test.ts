import { describe, expect, it } from "vitest";
import { thrown } from "../../test/thrown.js";
import { Problems } from "./problems.js";
import { isRingsideError } from "./RingsideError.js";

/** The path of the one problem of the INVALID_ARGUMENT error `f` throws. */
function refusedPath(f: () => unknown): string | undefined {
  const error = thrown(f);
  return isRingsideError(error, "INVALID_ARGUMENT")
    ? `${error.message} @ ${error.problems[0]?.path}`
    : undefined;
}

describe("Problems", () => {
  it("records a rule only when one is given", () => {
    const problems = new Problems().add("a", "b").add("c", "d", "R");
    expect(problems.list.map((p) => Object.keys(p))).toEqual([
      ["path", "message"],
      ["path", "message", "rule"],
    ]);
  });

  it("refuses a path, message or rule that is not text, naming the argument", () => {
    const p = new Problems();
    expect(refusedPath(() => p.add(5 as never, "m"))).toMatch(
      /^Problems.add: invalid argument: path: .* @ path$/,
    );
    expect(refusedPath(() => p.add("a", 5 as never))).toMatch(
      /^Problems.add: invalid argument: message: .* @ message$/,
    );
    expect(refusedPath(() => p.add("a", "m", 5 as never))).toMatch(
      /^Problems.add: invalid argument: rule: .* @ rule$/,
    );
    expect(p.ok).toBe(true);
  });

  it("throwIfAny refuses a summary that is not text, naming it", () => {
    expect(refusedPath(() => new Problems().throwIfAny("INVALID_STATE", 5 as never))).toMatch(
      /^Problems.throwIfAny: invalid argument: summary: .* @ summary$/,
    );
  });
});
