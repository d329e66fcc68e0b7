import { describe as suite, expect, it } from "vitest";
import { describe, isIntIn, isRecord } from "./guards.js";

/** An object whose `x` counts its reads. */
function counted(reads: { n: number }): object {
  return Object.defineProperty({}, "x", {
    enumerable: true,
    get() {
      reads.n++;
      return 1;
    },
  });
}

suite("isIntIn", () => {
  it("includes both ends of the range", () => {
    expect(isIntIn(0, 0, 5)).toBe(true);
    expect(isIntIn(5, 0, 5)).toBe(true);
    expect(isIntIn(6, 0, 5)).toBe(false);
    expect(isIntIn(-1, 0, 5)).toBe(false);
  });
});

suite("isRecord", () => {
  it("is false for primitives, null and functions", () => {
    for (const value of [null, undefined, 1, "x", () => 1]) expect(isRecord(value)).toBe(false);
  });
});

suite("describe", () => {
  it("shows undefined at the top, and as JSON does inside: null in an array, left out of an object", () => {
    expect(describe(undefined)).toBe("undefined");
    expect(describe([undefined, 1])).toBe("[null,1]");
    expect(describe({ a: undefined, b: 1 })).toBe('{"b":1}');
  });

  it("shows functions and symbols in an array as null and leaves them out of an object, as JSON does", () => {
    expect(describe([() => 1, Symbol("s"), 2])).toBe("[null,null,2]");
    expect(describe({ f: () => 1, s: Symbol("s"), n: 2 })).toBe('{"n":2}');
  });

  it("cuts a text longer than 60 characters to 57 and three dots, and keeps one of exactly 60", () => {
    const sixty = "x".repeat(58); // with its quotes: 60 characters
    expect(describe(sixty)).toBe(`"${sixty}"`);
    expect(describe(`${sixty}y`)).toBe(`"${"x".repeat(56)}...`);
  });

  it("shows nesting deeper than five levels as …", () => {
    expect(describe([[[[[[[1]]]]]]])).toBe("[[[[[[…]]]]]]");
    expect(describe([[[[[[1]]]]]])).toBe("[[[[[[1]]]]]]");
  });

  it("reads at most a hundred values, in arrays and objects", () => {
    const reads = { n: 0 };
    describe(Array.from({ length: 300 }, () => counted(reads)));
    expect(reads.n).toBeLessThanOrEqual(100);
    const items = { n: 0 };
    const array: unknown[] = [];
    for (let i = 0; i < 300; i++)
      Object.defineProperty(array, i, {
        enumerable: true,
        get() {
          items.n++;
          return {};
        },
      });
    describe(array);
    expect(items.n).toBeLessThanOrEqual(100);
    const keys = { n: 0 };
    const object: Record<string, unknown> = {};
    for (let i = 0; i < 300; i++)
      Object.defineProperty(object, `k${i}`, {
        enumerable: true,
        get() {
          keys.n++;
          return {};
        },
      });
    describe(object);
    expect(keys.n).toBeLessThanOrEqual(100);
  });

  it("names dates, invalid dates, regular expressions and objects without a constructor name", () => {
    expect(describe(new Date(0))).toBe('"1970-01-01T00:00:00.000Z"');
    expect(describe(new Date(NaN))).toBe("Invalid Date");
    expect(describe(/ab+/g)).toBe("/ab+/g");
    expect(describe(Object.create(Object.create(null) as object))).toBe("[object]");
  });

  it("never throws, even for a function whose name cannot be read", () => {
    const fn = Object.defineProperty(() => 1, "name", {
      get() {
        throw new Error("no name");
      },
    });
    expect(describe(fn)).toBe("[function]");
  });
});
