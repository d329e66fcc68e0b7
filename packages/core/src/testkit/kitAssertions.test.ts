import { describe, expect, it } from "vitest";
import { RingsideError } from "@ringside/core";
import { thrown } from "../../test/thrown.js";
import {
  clone,
  containsDiceState,
  deepFrozen,
  edited,
  expectCode,
  fail,
  leafPaths,
  objectPaths,
  onlyRingside,
  same,
  scribble,
  setAt,
  shortText,
  subtreeTexts,
} from "./kitAssertions.js";

/** The message of what `f` threw, as `name: message`. */
function failure(f: () => unknown): string {
  const error = thrown(f);
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
const refuse = (code: "ILLEGAL_MOVE" | "MATCH_OVER") => () => {
  throw new RingsideError(code, "toy", "no");
};

describe("fail", () => {
  it("throws the kit's own failure with the message", () => {
    expect(failure(() => fail("it broke"))).toBe("ConformanceFailure: it broke");
  });
});

describe("expectCode", () => {
  it("passes when the action throws a RingsideError with one of the codes", () => {
    expect(
      thrown(() => expectCode(refuse("MATCH_OVER"), ["ILLEGAL_MOVE", "MATCH_OVER"], "x")),
    ).toBeUndefined();
  });

  it("fails when nothing is thrown, something else is thrown or the code is another", () => {
    expect(failure(() => expectCode(() => 1, ["ILLEGAL_MOVE", "MATCH_OVER"], "a move"))).toBe(
      "ConformanceFailure: a move: expected a RingsideError ILLEGAL_MOVE or MATCH_OVER, nothing was thrown",
    );
    const typeError = () => {
      throw new TypeError("bad");
    };
    expect(failure(() => expectCode(typeError, ["ILLEGAL_MOVE"], "a move"))).toBe(
      "ConformanceFailure: a move: expected a RingsideError ILLEGAL_MOVE, got TypeError: bad",
    );
    expect(failure(() => expectCode(refuse("MATCH_OVER"), ["ILLEGAL_MOVE"], "a move"))).toBe(
      "ConformanceFailure: a move: expected ILLEGAL_MOVE, got MATCH_OVER: toy: no",
    );
    expect(failure(() => expectCode(typeError, ["ILLEGAL_MOVE", "NOT_YOUR_TURN"], "m"))).toBe(
      "ConformanceFailure: m: expected a RingsideError ILLEGAL_MOVE or NOT_YOUR_TURN, got TypeError: bad",
    );
    expect(failure(() => expectCode(refuse("MATCH_OVER"), ["ILLEGAL_MOVE", "NOT_YOUR_TURN"], "m"))).toBe(
      "ConformanceFailure: m: expected ILLEGAL_MOVE or NOT_YOUR_TURN, got MATCH_OVER: toy: no",
    );
  });
});

describe("onlyRingside", () => {
  it("passes when the action returns or throws a RingsideError", () => {
    expect(thrown(() => onlyRingside(() => 1, "x"))).toBeUndefined();
    expect(thrown(() => onlyRingside(refuse("ILLEGAL_MOVE"), "x"))).toBeUndefined();
  });

  it("fails on anything else thrown, naming an Error by name and message", () => {
    const typeError = () => {
      throw new TypeError("bad");
    };
    expect(failure(() => onlyRingside(typeError, "turn()"))).toBe(
      "ConformanceFailure: turn(): threw TypeError: bad",
    );
    const text = () => {
      throw "plain text"; // eslint-disable-line @typescript-eslint/only-throw-error -- what careless code throws
    };
    expect(failure(() => onlyRingside(text, "turn()"))).toBe("ConformanceFailure: turn(): threw plain text");
  });
});

describe("shortText", () => {
  it("is the canonical JSON, at most 60 characters; String() for undefined; the kind when JSON fails", () => {
    expect(shortText({ b: 1, a: [2] })).toBe('{"a":[2],"b":1}');
    expect(shortText("x".repeat(100))).toBe(`"${"x".repeat(59)}`);
    expect(shortText(undefined)).toBe("undefined");
    expect(shortText(10n)).toBe("bigint");
  });
});

describe("same", () => {
  it("passes for the same data in another key order, and fails showing both sides", () => {
    expect(thrown(() => same({ a: 1, b: 2 }, { b: 2, a: 1 }, "x"))).toBeUndefined();
    expect(failure(() => same({ a: 1 }, { a: 2 }, "states differ"))).toBe(
      'ConformanceFailure: states differ:\n  {"a":1}\n≠ {"a":2}',
    );
    expect(failure(() => same(undefined, 1, "w"))).toBe("ConformanceFailure: w:\n  undefined\n≠ 1");
    expect(failure(() => same(1, undefined, "w"))).toBe("ConformanceFailure: w:\n  1\n≠ undefined");
    expect(failure(() => same("y", "x".repeat(500), "long"))).toBe(
      `ConformanceFailure: long:\n  "y"\n≠ "${"x".repeat(399)}`,
    );
    expect(failure(() => same("x".repeat(500), "y", "long"))).toBe(
      `ConformanceFailure: long:\n  "${"x".repeat(399)}\n≠ "y"`,
    );
  });
});

describe("deepFrozen", () => {
  it("is true for primitives and for an object frozen all the way down, cycles included", () => {
    expect(deepFrozen(3)).toBe(true);
    expect(deepFrozen(null)).toBe(true);
    const cycle: { self?: unknown } = {};
    cycle.self = cycle;
    expect(deepFrozen(Object.freeze(cycle))).toBe(true);
    expect(deepFrozen(Object.freeze({ a: Object.freeze([1, Object.freeze({ b: 2 })]) }))).toBe(true);
    expect(deepFrozen(Object.freeze({ f: () => 1 }))).toBe(true);
  });

  it("is false when the object or anything under it is not frozen", () => {
    expect(deepFrozen({ a: 1 })).toBe(false);
    expect(deepFrozen(Object.freeze({ a: Object.freeze([1, { b: 2 }]) }))).toBe(false);
  });
});

describe("edited", () => {
  it("adds a key to an object move and wraps any other move", () => {
    expect(edited({ type: "push" })).toEqual({ type: "push", "zz-edited": true });
    expect(edited([1])).toEqual({ "zz-edited": [1] });
    expect(edited(null)).toEqual({ "zz-edited": null });
    expect(edited("push")).toEqual({ "zz-edited": "push" });
  });
});

describe("scribble", () => {
  it("writes null into an object and the objects it holds, one level down, and skips frozen ones", () => {
    const deep = { c: 1 };
    const value = { a: 1, inner: { b: 2, deep }, locked: Object.freeze({ d: 4 }) };
    scribble(value);
    expect(value).toEqual({ a: null, inner: null, locked: null });
    const inner = { b: 2, deep };
    scribble({ inner });
    expect(inner).toEqual({ b: null, deep: null });
    expect(deep).toEqual({ c: 1 });
    expect(() => scribble(Object.freeze({ x: Object.freeze({ y: 1 }) }))).not.toThrow();
    expect(() => scribble("text")).not.toThrow();
    expect(() => scribble(null)).not.toThrow();
    const fn = Object.assign(() => 1, { x: 1 });
    scribble(fn);
    expect(fn.x).toBe(1);
    const held = Object.assign(() => 1, { x: 1 });
    expect(() => scribble({ a: null, s: "text", held })).not.toThrow();
    expect(held.x).toBe(1);
  });
});

describe("containsDiceState", () => {
  it("finds a seeded or scripted dice state at any depth", () => {
    expect(containsDiceState({ kind: "seeded", rng: [1, 2, 3, 4] })).toBe(true);
    expect(containsDiceState({ log: [{ at: { kind: "scripted", faces: [1], next: 0 } }] })).toBe(true);
  });

  it("needs the kind and the words or faces, in an object that is not an array", () => {
    expect(containsDiceState({ kind: "seeded" })).toBe(false);
    expect(containsDiceState({ kind: "other", rng: [1] })).toBe(false);
    expect(containsDiceState({ kind: "scripted", next: 0 })).toBe(false);
    expect(containsDiceState(Object.assign([0], { kind: "seeded", rng: 0 }))).toBe(false);
    expect(containsDiceState("seeded")).toBe(false);
    expect(containsDiceState(null)).toBe(false);
  });
});

describe("the JSON walks", () => {
  it("subtreeTexts: the canonical JSON of every node", () => {
    expect([...subtreeTexts({ b: [1], a: "x" })].sort()).toEqual(
      ['"x"', "1", "[1]", '{"a":"x","b":[1]}'].sort(),
    );
  });

  it("objectPaths: every plain-object node, array indexes as numbers", () => {
    expect(objectPaths({ a: { b: 1 }, list: [{ c: 2 }, 3] })).toEqual([[], ["a"], ["list", 0]]);
    expect(objectPaths(5)).toEqual([]);
    expect(objectPaths(null)).toEqual([]);
    expect(objectPaths({ a: null, s: "ab" })).toEqual([[]]);
  });

  it("leafPaths: every node below the root, array indexes as numbers", () => {
    expect(leafPaths({ a: { b: 1 }, list: [2] })).toEqual([["a", "b"], ["a"], ["list", 0], ["list"]]);
    expect(leafPaths(5)).toEqual([]);
    expect(leafPaths({ a: null, s: "ab" })).toEqual([["a"], ["s"]]);
  });

  it("setAt: sets, or removes an object key (an array item is set instead)", () => {
    const root = { a: { b: 1, c: 2 }, list: [1, 2] };
    setAt(root, ["a", "b"], 9, false);
    setAt(root, ["a", "c"], 9, true);
    setAt(root, ["list", 1], 9, true);
    expect(root).toEqual({ a: { b: 9 }, list: [1, 9] });
    expect(failure(() => setAt(root, [], 1, false))).toBe(
      "ConformanceFailure: testkit: an empty path into the state",
    );
  });

  it("clone: a JSON copy", () => {
    const value = { a: [1, { b: 2 }] };
    const copy = clone(value);
    expect(copy).toEqual(value);
    expect(copy.a).not.toBe(value.a);
  });
});
