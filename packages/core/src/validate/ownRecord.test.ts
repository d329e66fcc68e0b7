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
});
