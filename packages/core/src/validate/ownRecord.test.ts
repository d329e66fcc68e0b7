import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { Problems } from "../errors/problems.js";
import { checkInput } from "./parseInput.js";
import { ownRecord } from "./ownRecord.js";

const issuesOf = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input, { abortEarly: false }).issues ?? []).map((i) => [
    (i.path ?? []).map((p) => String(p.key)).join("."),
    i.message,
  ]);

describe("ownRecord: a record that sees every own key", () => {
  it("keeps constructor and prototype keys as data (valibot's record drops them)", () => {
    const input = JSON.parse('{"constructor": 1, "prototype": 2, "Ace": 3}') as unknown;
    // eslint-disable-next-line no-restricted-syntax -- the behaviour ownRecord exists to avoid
    expect(v.parse(v.record(v.string(), v.number()), input)).toEqual({ Ace: 3 });
    const out = v.parse(ownRecord(v.string(), v.number()), input);
    expect(Object.keys(out)).toEqual(["constructor", "prototype", "Ace"]);
    expect(Object.hasOwn(out, "constructor") && out["constructor"]).toBe(1);
    expect(out["prototype"]).toBe(2);
  });

  it("checks such keys against the key and value schemas, with their path", () => {
    const schema = ownRecord(v.picklist(["Ace", "Duke"]), v.pipe(v.number(), v.maxValue(5)));
    const input = JSON.parse('{"constructor": 1, "Ace": 9, "prototype": "x"}') as unknown;
    const problems = new Problems();
    expect(checkInput(schema, input, "uses", problems)).toBeUndefined();
    expect(problems.list.map((p) => p.path)).toEqual([
      "uses.constructor",
      "uses.Ace",
      "uses.prototype",
      "uses.prototype",
    ]);
  });

  it("refuses a __proto__ key with its path, without touching the output's prototype", () => {
    const input = JSON.parse('{"__proto__": {"polluted": 1}, "Ace": 1}') as unknown;
    const schema = ownRecord(v.string(), v.unknown());
    expect(issuesOf(schema, input)).toEqual([["__proto__", "a __proto__ key is not accepted"]]);
    const { output } = v.safeParse(schema, input);
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });

  it("reports a non-object as valibot's record does, and works in a pipe with maxEntries", () => {
    expect(issuesOf(ownRecord(v.string(), v.number()), 5)).toEqual([
      ["", "Invalid type: Expected Object but received 5"],
    ]);
    const capped = v.pipe(ownRecord(v.string(), v.number()), v.maxEntries(1));
    expect(v.safeParse(capped, { constructor: 1, prototype: 2 }).success).toBe(false);
    expect(v.parse(capped, { constructor: 1 })).toEqual({ constructor: 1 });
  });

  it("stops at the first problem under abortEarly", () => {
    const schema = ownRecord(v.string(), v.number());
    expect(v.safeParse(schema, { a: "x", b: "y" }, { abortEarly: true }).issues).toHaveLength(1);
  });

  it("is valibot's record in every public field, message included", () => {
    // eslint-disable-next-line no-restricted-syntax -- the schema ownRecord must stand in for
    const base = v.record(v.string(), v.number(), "not a map");
    const own = ownRecord(v.string(), v.number(), "not a map");
    for (const field of ["kind", "type", "reference", "expects", "async", "message"] as const)
      expect(own[field]).toEqual(base[field]);
    const key = v.string();
    const value = v.number();
    const schema = ownRecord(key, value);
    expect([schema.key, schema.value]).toEqual([key, value]);
    expect(schema.key).toBe(key);
    expect(schema.value).toBe(value);
    expect(issuesOf(own, null)).toEqual([["", "not a map"]]);
    expect(issuesOf(ownRecord(v.string(), v.number()), null)).toEqual([
      ["", "Invalid type: Expected Object but received null"],
    ]);
  });

  it("keeps each entry as a plain data property, and drops an entry whose key is refused", () => {
    const schema = ownRecord(v.picklist(["constructor", "Ace"]), v.number());
    const { output, issues } = v.safeParse(schema, { constructor: 1, Duke: 2, Ace: 3 });
    expect(issues?.map((i) => [i.path?.map((p) => `${p.origin ?? ""}:${String(p.key)}`), i.message])).toEqual(
      [[["key:Duke"], 'Invalid type: Expected ("constructor" | "Ace") but received "Duke"']],
    );
    expect(output).toEqual({ constructor: 1, Ace: 3 });
    expect(Object.getOwnPropertyDescriptor(output, "constructor")).toEqual({
      value: 1,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    const nested = ownRecord(v.string(), v.strictObject({ n: v.number() }));
    expect(
      v
        .safeParse(nested, { a: { n: "x" } })
        .issues?.map((i) => i.path?.map((p) => `${p.origin ?? ""}:${String(p.key)}`)),
    ).toEqual([["value:a", "value:n"]]);
  });

  it("stays typed after a value's check fails, so the pipe's own checks still run; not after a bad key", () => {
    const piped = (key: v.GenericSchema<string>) =>
      v.pipe(
        ownRecord(key, v.pipe(v.number(), v.maxValue(5))),
        v.check(() => false, "the pipe's own check"),
      );
    const messagesOf = (schema: v.GenericSchema, input: unknown) =>
      (v.safeParse(schema, input).issues ?? []).map((i) => i.message);
    expect(messagesOf(piped(v.string()), { a: 9 })).toEqual([
      "Invalid value: Expected <=5 but received 9",
      "the pipe's own check",
    ]);
    expect(messagesOf(piped(v.string()), { a: 1 })).toEqual(["the pipe's own check"]);
    expect(messagesOf(piped(v.picklist(["a"])), { b: 1 })).toHaveLength(1);
    expect(messagesOf(piped(v.string()), { a: "x" })).toHaveLength(1);
    expect(messagesOf(piped(v.string()), JSON.parse('{"__proto__": 1}'))).toEqual([
      "a __proto__ key is not accepted",
    ]);
  });

  it("stops at the first refused key or __proto__ under abortEarly", () => {
    const keyed = ownRecord(v.picklist(["a"]), v.number());
    expect(v.safeParse(keyed, { b: 1, c: 2 }, { abortEarly: true }).issues).toHaveLength(1);
    expect(v.safeParse(keyed, { b: 1, c: 2 }).issues).toHaveLength(2);
    const proto = JSON.parse('{"__proto__": 1, "a": "x"}') as unknown;
    expect(v.safeParse(keyed, proto, { abortEarly: true }).issues).toHaveLength(1);
    expect(v.safeParse(keyed, proto).issues).toHaveLength(2);
  });

  it("describes a refused __proto__ key and each entry's path in valibot's structured fields", () => {
    const source = JSON.parse('{"__proto__": 1, "b": "x"}') as Record<string, unknown>;
    const keyed = ownRecord(v.picklist(["a"]), v.number());
    const result = v.safeParse(keyed, source);
    expect(result.typed).toBe(false);
    expect(result.issues?.[0]).toEqual({
      kind: "schema",
      type: "record",
      input: "__proto__",
      expected: "a key other than __proto__",
      received: '"__proto__"',
      message: "a __proto__ key is not accepted",
      path: [{ type: "object", origin: "key", input: source, key: "__proto__", value: 1 }],
    });
    expect(result.issues?.slice(1).map((i) => i.path)).toEqual([
      [{ type: "object", origin: "key", input: source, key: "b", value: "x" }],
      [{ type: "object", origin: "value", input: source, key: "b", value: "x" }],
    ]);
    expect(v.safeParse(keyed, { a: 1 })).toMatchObject({ typed: true, success: true, issues: undefined });
    expect(v.safeParse(keyed, { a: "x" }, { abortEarly: true }).typed).toBe(false);
    expect(v.safeParse(keyed, { b: 1 }, { abortEarly: true }).typed).toBe(false);
    expect(v.safeParse(ownRecord(v.string(), v.pipe(v.number(), v.maxValue(5))), { a: 9 }).typed).toBe(true);
  });
});
