import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Problems } from "../errors/problems.js";
import { jsonData } from "./jsonData.js";

const check = (input: unknown) => {
  const problems = new Problems();
  const value = jsonData(input, "x", problems);
  return { value, problems: problems.list.map((p) => `${p.path}: ${p.message}`) };
};

describe("jsonData: the JSON pre-pass of every loader", () => {
  it("copies plain JSON data and drops undefined entries", () => {
    const input = { a: [1, "two", null, { b: true }], c: undefined };
    const { value, problems } = check(input);
    expect(problems).toEqual([]);
    expect(value).toEqual({ a: [1, "two", null, { b: true }] });
    expect(value).not.toBe(input);
  });

  it("refuses every non-JSON value at once, each at its path", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.me = cyclic;
    const { value, problems } = check({
      big: 10n,
      f: () => 1,
      nan: NaN,
      inf: -Infinity,
      map: new Map(),
      date: new Date(0),
      holes: Object.assign(new Array<number>(3), { 0: 1, 2: 3 }),
      cyclic,
    });
    expect(value).toBeUndefined();
    expect(problems).toEqual([
      "x.big: a BigInt is not JSON data (use a number)",
      "x.f: a function is not JSON data",
      "x.nan: NaN is not a JSON number",
      "x.inf: -Infinity is not a JSON number",
      "x.map: a Map is not a plain object",
      "x.date: a Date is not a plain object",
      "x.holes[1]: is a hole in a sparse array",
      "x.cyclic.me: refers back to itself (a cycle is not JSON data)",
    ]);
  });

  it("refuses getters, throwing proxies, __proto__ keys and symbol keys without running them", () => {
    let ran = false;
    const getter = Object.defineProperty({}, "a", {
      enumerable: true,
      get: () => {
        ran = true;
        return 1;
      },
    });
    const revocable = Proxy.revocable({}, {});
    revocable.revoke();
    const proto = JSON.parse('{"__proto__": {"x": 1}}') as unknown;
    const { problems } = check({ getter, proxy: revocable.proxy, proto, sym: { [Symbol("s")]: 1 } });
    expect(ran).toBe(false);
    expect(problems).toEqual([
      "x.getter.a: is a getter, not a data value",
      "x.proxy: could not be read (TypeError)",
      "x.proto.__proto__: a __proto__ key is not accepted",
      "x.sym: has a symbol key, which is not JSON data",
    ]);
  });

  it("accepts null-prototype objects as plain data and refuses absurd sizes and depths", () => {
    const bare = Object.create(null) as Record<string, unknown>;
    bare.a = 1;
    expect(check(bare).problems).toEqual([]);
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(check(deep).problems).toEqual(["x" + "[0]".repeat(64) + ": nested more than 64 levels deep"]);
    expect(check(new Array(200_000).fill(0)).problems).toEqual(["x: an array of 200000 items is too large"]);
  });

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBigInt: true,
          withMap: true,
          withSet: true,
          withDate: true,
          withNullPrototype: true,
          withSparseArray: true,
          withTypedArray: true,
        }),
        (input) => {
          const problems = new Problems();
          jsonData(input, "", problems);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
