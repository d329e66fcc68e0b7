import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unreadable } from "../../test/fixtures/kit.js";
import { garbage, nastyValues } from "./garbage.js";

/** True for an object or array (not null). */
const isObject = (v: unknown): v is object => typeof v === "object" && v !== null;

/** Every value inside `value` (itself included), read safely. */
function inside(value: unknown, out: unknown[] = [], depth = 0): unknown[] {
  out.push(value);
  if (typeof value === "object" && value !== null && depth < 8 && !unreadable(value)) {
    for (const key of Object.keys(value)) {
      const d = Object.getOwnPropertyDescriptor(value, key);
      if (d !== undefined && "value" in d) inside(d.value, out, depth + 1);
    }
  }
  return out;
}

describe("nastyValues", () => {
  it("holds the values that break careless code", () => {
    const values = nastyValues(false);
    /** The own `type` of an object as data (a getter is not read). */
    const type = (v: unknown): unknown => {
      if (typeof v !== "object" || v === null) return undefined;
      const d = Object.getOwnPropertyDescriptor(v, "type");
      return d !== undefined && "value" in d ? d.value : undefined;
    };
    expect(values.slice(0, 7)).toEqual([undefined, null, NaN, Infinity, -0, 2 ** 64, 10n]);
    expect(typeof values[7]).toBe("symbol");
    expect(typeof values[8]).toBe("function");
    expect(values).toContain("toString");
    expect(values).toContain("__proto__");
    for (const t of ["toString", "constructor", 10n])
      expect(
        values.some((v) => isObject(v) && Object.getPrototypeOf(v) === Object.prototype && type(v) === t),
      ).toBe(true);
    expect(values.some((v) => v instanceof Map && v.get("type") === "push")).toBe(true);
    expect(values.some((v) => v instanceof Date && v.getTime() === 0)).toBe(true);
    expect(values.some((v) => Array.isArray(v) && v.length === 3 && !(0 in v))).toBe(true);
    expect(
      values.some(
        (v) =>
          typeof v === "object" && v !== null && Object.getPrototypeOf(v) === null && type(v) === "toString",
      ),
    ).toBe(true);
    const inherited = values.find(
      (v) => typeof v === "object" && v !== null && type(Object.getPrototypeOf(v)) === "push",
    );
    expect(isObject(inherited) && Object.keys(inherited)).toEqual([]);
  });

  it("holds a cycle, a throwing getter and a 5000-deep nesting", () => {
    const values = nastyValues(false);
    expect(
      values.some(
        (v) =>
          typeof v === "object" &&
          v !== null &&
          (v as { self?: unknown }).self === v &&
          (v as { type?: unknown }).type === "x",
      ),
    ).toBe(true);
    const getter = values.find(
      (v) =>
        typeof v === "object" && v !== null && Object.getOwnPropertyDescriptor(v, "type")?.get !== undefined,
    );
    expect(() => (getter as { type: unknown }).type).toThrow("boom");
    expect(Object.keys(getter ?? {})).toEqual(["type"]);
    let depth = 0;
    let deep = values.find((v) => Array.isArray(v) && v.length === 1);
    while (Array.isArray(deep) && deep.length === 1) {
      deep = deep[0];
      depth++;
    }
    expect(depth).toBe(5000);
  });

  it("holds a revoked proxy unless told not to", () => {
    expect(nastyValues().filter(unreadable)).toHaveLength(1);
    expect(nastyValues(false).filter(unreadable)).toHaveLength(0);
    expect(nastyValues(false)).toHaveLength(nastyValues().length - 1);
  });
});

describe("garbage", () => {
  // Sampled inside the tests, not while the file is collected (`pnpm mutate` needs per-test coverage).
  const sampled = () => fc.sample(garbage(), { numRuns: 600, seed: 3 });

  it("makes BigInts, Maps, Sets, Dates, null-prototype objects, sparse and typed arrays and object-like strings", () => {
    const all = sampled().flatMap((s) => inside(s));
    // Other than the nasty values' own (10n, a Map of one entry, the epoch, a three-hole array).
    expect(all.some((v) => typeof v === "bigint" && v !== 10n)).toBe(true);
    expect(all.some((v) => v instanceof Map && !v.has("type"))).toBe(true);
    expect(all.some((v) => v instanceof Date && v.getTime() !== 0)).toBe(true);
    expect(
      all.some((v) => isObject(v) && Object.getPrototypeOf(v) === null && Object.keys(v).join() !== "type"),
    ).toBe(true);
    expect(all.some((v) => Array.isArray(v) && v.length !== 3 && Object.keys(v).length < v.length)).toBe(
      true,
    );
    expect(all.some((v) => v instanceof Set)).toBe(true);
    expect(all.some((v) => ArrayBuffer.isView(v))).toBe(true);
    // strings that read as an object
    expect(all.some((v) => typeof v === "string" && /^\{"[^"]*":.*\}$/.test(v))).toBe(true);
  });

  it("makes every nasty value but the revoked proxy", () => {
    const nasty = nastyValues(false);
    const samples = sampled();
    expect(samples.some(unreadable)).toBe(false);
    const seen = new Set(
      samples.map((s) => nasty.findIndex((n) => Object.is(n, s) || (typeof n === "string" && n === s))),
    );
    // Objects are fresh copies: count the primitives and strings, which compare by value.
    for (const [i, n] of nasty.entries())
      if (typeof n !== "object" && typeof n !== "function" && typeof n !== "symbol")
        expect(seen.has(i)).toBe(true);
  });
});
