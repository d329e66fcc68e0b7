import { describe, expect, it } from "vitest";
import { isRingsideError, RingsideError } from "../errors/RingsideError.js";
import { canonicalJson, sameMove } from "./sameMove.js";

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("canonicalJson", () => {
  it("sorts object keys at every depth, so equal data gives equal text", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
    expect(canonicalJson({ x: 1, y: 2 })).toBe(canonicalJson({ y: 2, x: 1 }));
  });

  it("refuses what is not JSON data with INVALID_ARGUMENT, never a TypeError or RangeError", () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    for (const value of [10n, { move: [1n] }, cyclic]) {
      const error = thrown(() => canonicalJson(value));
      expect(isRingsideError(error, "INVALID_ARGUMENT")).toBe(true);
    }
  });
});

describe("sameMove", () => {
  it("compares moves by value, key order aside", () => {
    expect(sameMove({ kind: "roll", dice: [1, 2] }, { dice: [1, 2], kind: "roll" })).toBe(true);
    expect(sameMove({ kind: "roll", dice: [1, 2] }, { kind: "roll", dice: [2, 1] })).toBe(false);
    expect(sameMove([1], { 0: 1 })).toBe(false);
  });
});

describe("canonicalJson's refusal", () => {
  it("names itself and passes on the underlying complaint at the root", () => {
    const error = thrown(() => canonicalJson({ n: 10n }));
    expect(isRingsideError(error) && error.message).toMatch(/^canonicalJson: the value is not JSON data: /);
    expect(isRingsideError(error) && error.problems).toEqual([
      { path: "", message: expect.stringMatching(/BigInt/) },
    ]);
  });

  it("lets a RingsideError thrown while reading the value through as it is", () => {
    const own = new RingsideError("ILLEGAL_MOVE", "mine", "a getter of the caller's");
    const value = {
      toJSON: () => {
        throw own;
      },
    };
    expect(thrown(() => canonicalJson(value))).toBe(own);
  });
});

describe("sameMove and keys holding undefined", () => {
  it("counts a key holding undefined as absent on either side", () => {
    expect(sameMove({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameMove({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameMove({ a: 1, c: undefined }, { a: 1, b: undefined })).toBe(true);
  });
});
