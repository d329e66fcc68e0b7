import { describe, expect, it } from "vitest";
import fc from "fast-check";
import * as v from "valibot";
import { Problems } from "../errors/problems.js";
import { checkInput } from "./parseInput.js";
import { issueProblems, suggestKey } from "./issueProblems.js";
import { ownRecord } from "./ownRecord.js";

const problemsOf = (schema: v.GenericSchema, input: unknown): string[] => {
  const problems = new Problems();
  checkInput(schema, input, "", problems);
  return problems.list.map((p) => `${p.path}: ${p.message}`);
};

/** The edit distance (insertions, deletions, substitutions), written the plain recursive way. */
const levenshtein = (a: string, b: string): number => {
  const memo = new Map<string, number>();
  const go = (i: number, j: number): number => {
    if (i === 0) return j;
    if (j === 0) return i;
    const key = `${i},${j}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const result = Math.min(
      go(i - 1, j) + 1,
      go(i, j - 1) + 1,
      go(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1),
    );
    memo.set(key, result);
    return result;
  };
  return go(a.length, b.length);
};

/** A hand-made valibot issue at the object path `keys`. */
const issueAt = (keys: readonly string[], message: string): v.BaseIssue<unknown> => ({
  kind: "schema",
  type: "string",
  input: 1,
  expected: "string",
  received: "1",
  message,
  path:
    keys.length === 0
      ? undefined
      : (keys.map((key) => ({ type: "object", origin: "value", input: {}, key, value: 1 })) as [
          v.ObjectPathItem,
          ...v.ObjectPathItem[],
        ]),
});

/** `issue` with one object path item, at key `a`, whose input is `input` (valibot never gives one). */
const overInput = (issue: v.BaseIssue<unknown>, input: unknown): v.BaseIssue<unknown> => {
  const item: v.ObjectPathItem = { type: "object", origin: "value", input: {}, key: "a", value: undefined };
  Reflect.set(item, "input", input);
  return { ...issue, path: [item] };
};

describe("suggestKey: the likely misspelling of an unknown key", () => {
  it("suggests a known key within the edit distance of max(2, a third of its length), else none", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("a", "b", "c"), maxLength: 10 }),
        fc.string({ unit: fc.constantFrom("a", "b", "c"), maxLength: 10 }),
        (key, known) => {
          const close = levenshtein(key, known) <= Math.max(2, Math.floor(known.length / 3));
          expect(suggestKey(key, [known])).toBe(close ? known : undefined);
        },
      ),
      { numRuns: 500 },
    );
    expect(suggestKey("abcXYZ", ["abcdef"])).toBeUndefined();
    expect(suggestKey("abcdXY", ["abcdef"])).toBe("abcdef");
    expect(suggestKey("abcxyzghi", ["abcdefghi"])).toBe("abcdefghi");
    expect(suggestKey("abcxyzgh", ["abcdefgh"])).toBeUndefined();
  });

  it("ignores case, keeps the first of equally close keys and the closest of all", () => {
    expect(suggestKey("NAME", ["name"])).toBe("name");
    expect(suggestKey("ab", ["ac", "ad"])).toBe("ac");
    expect(suggestKey("power", ["pwr", "powr", "tower"])).toBe("powr");
    expect(suggestKey("anything", [])).toBeUndefined();
  });
});

describe("issueProblems: valibot issues as Ringside problems", () => {
  it("finds the known keys of an object below arrays, tuples, records and wrappers", () => {
    const named = v.strictObject({ name: v.number() });
    const schema = v.strictObject({
      list: v.array(named),
      pair: v.strictTuple([named]),
      map: ownRecord(v.string(), named),
      maybe: v.optional(v.nullable(named)),
    });
    const input = {
      list: [{ name: 1, nme: 1 }],
      pair: [{ name: 1, nme: 1 }],
      map: { a: { name: 1, nme: 1 } },
      maybe: { name: 1, nme: 1 },
    };
    expect(problemsOf(schema, input)).toEqual([
      'list[0].nme: unknown key "nme" (did you mean "name"?)',
      'pair[0].nme: unknown key "nme" (did you mean "name"?)',
      'map.a.nme: unknown key "nme" (did you mean "name"?)',
      'maybe.nme: unknown key "nme" (did you mean "name"?)',
    ]);
    expect(problemsOf(v.array(named), [{ name: 1, nme: 1 }])).toEqual([
      '[0].nme: unknown key "nme" (did you mean "name"?)',
    ]);
  });

  it("follows at most eight wrappers, and never into a lazy schema", () => {
    const wrapped = (times: number): v.GenericSchema => {
      let schema: v.GenericSchema = v.strictObject({ name: v.number() });
      for (let i = 0; i < times; i++) schema = v.optional(schema);
      return v.strictObject({ o: schema });
    };
    expect(problemsOf(wrapped(8), { o: { name: 1, nme: 1 } })).toEqual([
      'o.nme: unknown key "nme" (did you mean "name"?)',
    ]);
    expect(problemsOf(wrapped(9), { o: { name: 1, nme: 1 } })).toEqual(['o.nme: unknown key "nme"']);
    const lazy = v.strictObject({ o: v.lazy(() => v.strictObject({ name: v.number() })) });
    expect(problemsOf(lazy, { o: { name: 1, nme: 1 } })).toEqual(['o.nme: unknown key "nme"']);
    expect(
      problemsOf(
        v.lazy(() => v.strictTuple([v.number()])),
        [1, 2],
      ),
    ).toEqual(["[1]: one item too many"]);
    expect(problemsOf(v.array(v.strictTuple([v.number()])), [[1, 2]])).toEqual([
      "[0][1]: one item too many (exactly 1)",
    ]);
  });

  it("lists up to twelve known keys when none is close, and none beyond", () => {
    const keys = (n: number) => Array.from({ length: n }, (_, i) => `key${String(i).padStart(2, "0")}`);
    const of = (n: number) =>
      v.strictObject(Object.fromEntries(keys(n).map((k) => [k, v.optional(v.number())])));
    expect(problemsOf(of(12), { zz: 1 })).toEqual([
      `zz: unknown key "zz" (known keys: ${keys(12).join(", ")})`,
    ]);
    expect(problemsOf(of(13), { zz: 1 })).toEqual(['zz: unknown key "zz"']);
  });

  it("calls a missing key required in every kind of object, and keeps other object issues", () => {
    for (const schema of [
      v.object({ a: v.number() }),
      v.strictObject({ a: v.number() }),
      v.looseObject({ a: v.number() }),
      v.objectWithRest({ a: v.number() }, v.number()),
    ])
      expect(problemsOf(schema, {})).toEqual(["a: is required"]);
    expect(problemsOf(v.object({ a: v.number() }), 5)).toEqual([": expected Object, got 5"]);
    expect(problemsOf(v.never(), 1)).toEqual([": expected never, got 1"]);
    expect(problemsOf(v.strictTuple([v.number()]), 5)).toEqual([": expected Array, got 5"]);
    // A key the input has (a hand-made issue: a clean copy never gives one) is not a missing one.
    const issue = {
      kind: "schema",
      type: "strict_object",
      input: undefined,
      expected: '"a"',
      received: "undefined",
      message: "own message",
      path: [{ type: "object", origin: "value", input: { a: undefined }, key: "a", value: undefined }],
    } satisfies v.BaseIssue<unknown>;
    expect(issueProblems(undefined, [issue])).toEqual([{ path: "a", message: "own message" }]);
    expect(issueProblems(undefined, [overInput(issue, null)])).toEqual([
      { path: "a", message: "own message" },
    ]);
  });

  it("reports a union through its deeper branch issues, below the union's own path", () => {
    const branchy = v.union([v.string(), v.strictObject({ a: v.strictObject({ b: v.number() }) })]);
    expect(problemsOf(branchy, { a: { b: "x" } })).toEqual(['a.b: expected number, got "x"']);
    expect(problemsOf(v.strictObject({ u: branchy }), { u: { a: { b: "x" } } })).toEqual([
      'u.a.b: expected number, got "x"',
    ]);
    expect(problemsOf(v.array(branchy), [{ a: 1 }])).toEqual(["[0].a: expected Object, got 1"]);
    expect(problemsOf(v.union([v.string(), v.number()]), true)).toEqual([
      ": expected (string | number), got true",
    ]);
    expect(problemsOf(v.strictObject({ u: v.union([v.string(), v.number()]) }), { u: true })).toEqual([
      "u: expected (string | number), got true",
    ]);
  });

  it("drops a problem repeated at the same path, and only that", () => {
    const twin = v.union([
      v.strictObject({ a: v.number(), b: v.literal(1) }),
      v.strictObject({ a: v.number(), b: v.literal(2) }),
    ]);
    expect(problemsOf(twin, { a: "x", b: 3 })).toEqual([
      'a: expected number, got "x"',
      "b: expected 1, got 3",
      "b: expected 2, got 3",
    ]);
    expect(
      issueProblems(undefined, [issueAt(["a"], "bc"), issueAt(["ab"], "c"), issueAt(["a"], "bc")]),
    ).toEqual([
      { path: "a", message: "bc" },
      { path: "ab", message: "c" },
    ]);
    expect(issueProblems(undefined, [issueAt([], "m")])).toEqual([{ path: "", message: "m" }]);
  });

  it("gives no hint when it cannot find the schema of an unknown key's object", () => {
    const unknownKey = { ...issueAt(["zz"], "own message"), expected: "never", type: "strict_object" };
    expect(issueProblems(undefined, [unknownKey])).toEqual([{ path: "zz", message: 'unknown key "zz"' }]);
    const tooMany = { ...issueAt([], "own message"), type: "strict_tuple", expected: "never" };
    expect(issueProblems(undefined, [tooMany])).toEqual([{ path: "", message: "one item too many" }]);
  });

  it("walks as far as it can: a missing schema partway gives no hint, a root tuple its size", () => {
    const deep = { ...issueAt(["a", "zz"], "own message"), expected: "never", type: "strict_object" };
    expect(issueProblems(undefined, [deep])).toEqual([{ path: "a.zz", message: 'unknown key "zz"' }]);
    expect(problemsOf(v.strictTuple([v.number()]), [1, 2])).toEqual(["[1]: one item too many (exactly 1)"]);
    const inUnion = v.strictObject({ u: v.union([v.string(), v.strictObject({ a: v.number() })]) });
    expect(problemsOf(inUnion, { u: { a: 1, zz: 1 } })).toEqual(['u.zz: unknown key "zz"']);
    const belowUnion = v.strictObject({
      u: v.union([v.string(), v.strictObject({ a: v.strictObject({ name: v.number() }) })]),
    });
    expect(problemsOf(belowUnion, { u: { a: { name: 1, nme: 1 } } })).toEqual(['u.a.nme: unknown key "nme"']);
    expect(problemsOf(v.union([]), 1)).toEqual([": expected never, got 1"]);
  });

  it("takes only schema issues for extra items, unknown and missing keys, and only union issues apart", () => {
    const validation = (fields: Partial<v.BaseIssue<unknown>>): v.BaseIssue<unknown> => ({
      ...issueAt(["a"], "own message"),
      kind: "validation",
      ...fields,
    });
    const own = [{ path: "a", message: "own message" }];
    expect(issueProblems(undefined, [validation({ type: "strict_tuple", expected: "never" })])).toEqual(own);
    expect(issueProblems(undefined, [validation({ type: "check", expected: "never" })])).toEqual(own);
    const missing = validation({ type: "object" });
    expect(issueProblems(undefined, [missing])).toEqual(own);
    // An object path item over a value that is not an object never means a missing key.
    expect(issueProblems(undefined, [overInput({ ...missing, kind: "schema" }, 5)])).toEqual(own);
    const withSubIssues = {
      ...issueAt(["a"], "own message"),
      type: "variant",
      issues: [issueAt(["b"], "sub")] as [v.BaseIssue<unknown>],
    };
    expect(issueProblems(undefined, [withSubIssues])).toEqual(own);
  });
});
