import { describe, expect, it } from "vitest";
import { formatProblem, isRingsideError, Problems, RingsideError } from "@ringside/core";

describe("RingsideError's message and problems", () => {
  it("one problem on the summary's line; several, one a line; none given, a placeholder", () => {
    expect(new RingsideError("INVALID_CONFIG", "bad", [{ path: "a", message: "b" }]).message).toBe(
      "bad: a: b",
    );
    expect(
      new RingsideError("INVALID_CONFIG", "bad", [
        { path: "a", message: "b" },
        { path: "", message: "c", rule: "R" },
      ]).message,
    ).toBe("bad:\n  - a: b\n  - c (R)");
    const none = new RingsideError("INVALID_CONFIG", "bad", []);
    expect(none.problems).toEqual([{ path: "", message: "no details given" }]);
    expect(none.message).toBe("bad: no details given");
    expect(new RingsideError("DECK_EMPTY", "empty", "no cards").problems).toEqual([
      { path: "", message: "no cards" },
    ]);
  });

  it("formatProblem: the path and the rule only when there are any", () => {
    expect(formatProblem({ path: "", message: "m" })).toBe("m");
    expect(formatProblem({ path: "p", message: "m" })).toBe("p: m");
    expect(formatProblem({ path: "", message: "m", rule: "r" })).toBe("m (r)");
  });

  it("is an Error named RingsideError; instanceof holds across copies, not for look-alikes or subclasses' strangers", () => {
    const e = new RingsideError("ILLEGAL_MOVE", "x", "y");
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe("RingsideError");
    expect(e instanceof RingsideError).toBe(true);
    expect({ code: "ILLEGAL_MOVE", problems: [] } instanceof RingsideError).toBe(false);
    expect(RingsideError[Symbol.hasInstance](null)).toBe(false);
    class Special extends RingsideError {}
    expect(new Special("ILLEGAL_MOVE", "x", "y") instanceof Special).toBe(true);
    expect(e instanceof Special).toBe(false);
    expect(isRingsideError(new Special("DECK_EMPTY", "x", "y"), "DECK_EMPTY")).toBe(true);
  });

  it("isRingsideError reads a hostile code as no match", () => {
    const e = new RingsideError("ILLEGAL_MOVE", "x", "y");
    const hostile = new Proxy(e, {
      get(target, key) {
        if (key === "code") throw new Error("boom");
        return Reflect.get(target, key) as unknown;
      },
    });
    expect(isRingsideError(hostile)).toBe(true);
    expect(isRingsideError(hostile, "ILLEGAL_MOVE")).toBe(false);
    expect(isRingsideError("RingsideError")).toBe(false);
    const throwing = new Proxy(
      {},
      {
        get() {
          throw new Error("boom");
        },
      },
    );
    expect(isRingsideError(throwing)).toBe(false);
  });
});

describe("Problems", () => {
  it("check adds a problem only when it failed, and says whether it passed", () => {
    const problems = new Problems();
    expect(problems.check(false, "a", "fine")).toBe(true);
    expect(problems.ok).toBe(true);
    expect(problems.check(true, "b", "broken", "R")).toBe(false);
    expect(problems.ok).toBe(false);
    expect(problems.add("c", "also")).toBe(problems);
    expect(problems.list).toEqual([
      { path: "b", message: "broken", rule: "R" },
      { path: "c", message: "also" },
    ]);
    expect(() => problems.throwIfAny("INVALID_SHEET", "sheet")).toThrow(
      /^sheet:\n {2}- b: broken \(R\)\n {2}- c: also$/,
    );
  });
});

describe("the brand", () => {
  it("is recognised on objects only: a function carrying it is no RingsideError", () => {
    const fn = Object.assign(() => 1, {
      [Symbol.for("@ringside/core/RingsideError")]: true,
      code: "ILLEGAL_MOVE",
    });
    expect(isRingsideError(fn)).toBe(false);
    expect(isRingsideError(fn, "ILLEGAL_MOVE")).toBe(false);
    expect(fn instanceof RingsideError).toBe(false);
    const branded = { [Symbol.for("@ringside/core/RingsideError")]: true, code: "ILLEGAL_MOVE" };
    expect(isRingsideError(branded, "ILLEGAL_MOVE")).toBe(true);
  });

  it("a problem list with a hole still makes an error (the one-line form needs a problem)", () => {
    const error = new RingsideError("INVALID_STATE", "bad", new Array<{ path: string; message: string }>(1));
    expect(error.message).toBe("bad:\n");
  });
});
