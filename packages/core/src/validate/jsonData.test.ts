import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Problems } from "../errors/problems.js";
import { jsonCopy, jsonData, type JsonLimits } from "./jsonData.js";

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

  it("counts every value against maxValues and says so once", () => {
    const limits: JsonLimits = { maxDepth: 64, maxValues: 3, maxStringLength: 100 };
    const of = (input: unknown) => {
      const problems = new Problems();
      const value = jsonData(input, "x", problems, limits);
      return { value, problems: problems.list.map((p) => `${p.path}: ${p.message}`) };
    };
    expect(of({ a: 1, b: 2 })).toEqual({ value: { a: 1, b: 2 }, problems: [] });
    expect(of({ a: 1, b: 2, c: 3, d: 4 })).toEqual({
      value: undefined,
      problems: ["x.c: more than 3 values: too large to be an input"],
    });
    expect(of([1, 2, 3]).problems).toEqual(["x[2]: more than 3 values: too large to be an input"]);
    // An array longer than the limit is refused whole, and the values after it add nothing more.
    expect(of({ a: [1, 2, 3, 4], b: 1, c: 2 }).problems).toEqual(["x.a: an array of 4 items is too large"]);
  });

  it("refuses a string longer than maxStringLength and nesting at maxDepth", () => {
    const limits: JsonLimits = { maxDepth: 2, maxValues: 100, maxStringLength: 3 };
    const of = (input: unknown) => {
      const problems = new Problems();
      jsonData(input, "x", problems, limits);
      return problems.list.map((p) => `${p.path}: ${p.message}`);
    };
    expect(of(["abc", [1]])).toEqual([]);
    expect(of(["abcd"])).toEqual(["x[0]: a string of 4 characters is too long (at most 3)"]);
    expect(of([[[1]]])).toEqual(["x[0][0]: nested more than 2 levels deep"]);
    expect(of({ a: { b: {} } })).toEqual(["x.a.b: nested more than 2 levels deep"]);
  });

  it("names what is not plain: symbols, undefined items, class instances, odd arrays", () => {
    class Named {
      readonly n = 1;
    }
    class Listed extends Array<number> {}
    const bareArray: unknown = Object.setPrototypeOf([], null);
    const oddProto = Object.create(Object.create(null) as object) as object;
    const { value, problems } = check({
      sym: Symbol("s"),
      list: [undefined],
      named: new Named(),
      anonymous: new (class {
        readonly n = 1;
      })(),
      odd: oddProto,
      fake: Object.create({ constructor: 5 }) as object,
      unnamed: Object.create({
        constructor: Object.defineProperty(function () {}, "name", { value: 5 }),
      }) as object,
      bareArray,
      listed: Listed.from([1]),
    });
    expect(value).toBeUndefined();
    expect(problems).toEqual([
      "x.sym: a symbol is not JSON data",
      "x.list[0]: is missing (undefined)",
      "x.named: a Named is not a plain object",
      "x.anonymous: an object with a prototype is not a plain object",
      "x.odd: an object with a prototype is not a plain object",
      "x.fake: an object with a prototype is not a plain object",
      "x.unnamed: an object with a prototype is not a plain object",
      "x.bareArray: object is not a plain array",
      "x.listed: a Listed is not a plain array",
    ]);
    expect(check(undefined).problems).toEqual(["x: is missing (undefined)"]);
  });

  it("skips hidden keys, copies shared parts twice without calling them cycles", () => {
    const shared = { a: 1 };
    const hidden = Object.defineProperty({ b: 2 }, "secret", { value: 1, enumerable: false });
    const vanishing = new Proxy({}, { ownKeys: () => ["ghost"], getOwnPropertyDescriptor: () => undefined });
    const { value, problems } = check({ x: shared, y: [shared, shared], hidden, vanishing, t: true });
    expect(problems).toEqual([]);
    expect(value).toEqual({ x: { a: 1 }, y: [{ a: 1 }, { a: 1 }], hidden: { b: 2 }, vanishing: {}, t: true });
    expect(Object.keys((value as { hidden: object }).hidden)).toEqual(["b"]);
  });

  it("names a thrown non-error as an error, and keeps problems found before it", () => {
    const throwing = new Proxy(
      {},
      {
        ownKeys: () => {
          // eslint-disable-next-line @typescript-eslint/only-throw-error -- what a hostile input does
          throw "boom";
        },
      },
    );
    expect(check({ throwing }).problems).toEqual(["x.throwing: could not be read (error)"]);
    const problems = new Problems().add("earlier", "a problem found before");
    expect(jsonData({ a: 1 }, "x", problems)).toEqual({ a: 1 });
    expect(problems.list).toHaveLength(1);
  });

  it("jsonCopy keeps the parts that are JSON data beside the problems", () => {
    const problems = new Problems();
    expect(jsonCopy({ a: 1, b: [2, 10n], c: "s" }, "", problems)).toEqual({
      a: 1,
      b: [2, undefined],
      c: "s",
    });
    expect(problems.list.map((p) => p.path)).toEqual(["b[1]"]);
  });
});
