import type { Problems } from "../errors/problems.js";

/** How much a loader accepts before it calls an input absurd. */
export interface JsonLimits {
  /** Deepest nesting of arrays and objects (default 64). */
  readonly maxDepth: number;
  /** Most values in the whole input, counting every array item and object entry (default 100 000). */
  readonly maxValues: number;
  /** Longest string (default 100 000 characters). */
  readonly maxStringLength: number;
}

/** The limits {@link jsonData} uses unless told otherwise. */
export const DEFAULT_JSON_LIMITS: JsonLimits = Object.freeze({
  maxDepth: 64,
  maxValues: 100_000,
  maxStringLength: 100_000,
});

const RULE = "Ringside › Input is JSON data";

function kindOf(value: object): string {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === null) return "object";
  const ctor: unknown = (proto as { constructor?: unknown }).constructor;
  return typeof ctor === "function" && typeof ctor.name === "string" && ctor.name !== ""
    ? `a ${ctor.name}`
    : "an object with a prototype";
}

function at(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return path === "" ? key : `${path}.${key}`;
}

/**
 * The first step of every loader: checks that `input` is plain JSON data and returns a clean deep
 * copy of it, so that later checks and the engine never see a getter, a proxy, a prototype or a
 * value that changes under them. Every problem goes to `problems` (with its path) and nothing
 * throws: BigInt, symbols, functions, `undefined` in arrays, holes in sparse arrays, NaN and
 * infinities, Maps, Sets, Dates and other class instances, cycles, `__proto__` keys, nesting deeper
 * than `limits.maxDepth`, more than `limits.maxValues` values, and anything that throws when read.
 * Object entries holding `undefined` are dropped, as `JSON.stringify` drops them.
 *
 * @returns the clean copy, or `undefined` when any problem was found.
 * @example
 * ```ts
 * const problems = new Problems();
 * const clean = jsonData(JSON.parse(text), "sheet", problems);
 * problems.throwIfAny("INVALID_SHEET", "invalid sheet");
 * ```
 */
export function jsonData(
  input: unknown,
  path: string,
  problems: Problems,
  limits: JsonLimits = DEFAULT_JSON_LIMITS,
): unknown {
  const before = problems.list.length;
  const result = jsonCopy(input, path, problems, limits);
  return problems.list.length === before ? result : undefined;
}

/**
 * {@link jsonData}'s copy even when it found problems: every part that is JSON data, without the
 * parts that are not (so that later checks can report their own problems too). Internal to core.
 */
export function jsonCopy(
  input: unknown,
  path: string,
  problems: Problems,
  limits: JsonLimits = DEFAULT_JSON_LIMITS,
): unknown {
  let values = 0;
  let tooMany = false;
  const ancestors = new Set<object>();

  const copy = (value: unknown, where: string, depth: number): unknown => {
    if (++values > limits.maxValues) {
      if (!tooMany)
        problems.add(where, `more than ${limits.maxValues} values: too large to be an input`, RULE);
      tooMany = true;
      return undefined;
    }
    switch (typeof value) {
      case "string":
        if (value.length > limits.maxStringLength) {
          problems.add(
            where,
            `a string of ${value.length} characters is too long (at most ${limits.maxStringLength})`,
            RULE,
          );
        }
        return value;
      case "boolean":
        return value;
      case "number":
        if (!Number.isFinite(value)) problems.add(where, `${String(value)} is not a JSON number`, RULE);
        return value;
      case "bigint":
        problems.add(where, "a BigInt is not JSON data (use a number)", RULE);
        return undefined;
      case "symbol":
      case "function":
        problems.add(where, `a ${typeof value} is not JSON data`, RULE);
        return undefined;
      case "undefined":
        problems.add(where, "is missing (undefined)", RULE);
        return undefined;
    }
    if (value === null) return null;
    const object = value as object;
    if (ancestors.has(object)) {
      problems.add(where, "refers back to itself (a cycle is not JSON data)", RULE);
      return undefined;
    }
    if (depth >= limits.maxDepth) {
      problems.add(where, `nested more than ${limits.maxDepth} levels deep`, RULE);
      return undefined;
    }
    ancestors.add(object);
    try {
      if (Array.isArray(object)) {
        if (Object.getPrototypeOf(object) !== Array.prototype) {
          problems.add(where, `${kindOf(object)} is not a plain array`, RULE);
          return undefined;
        }
        const length = object.length;
        if (length > limits.maxValues) {
          problems.add(where, `an array of ${length} items is too large`, RULE);
          tooMany = true;
          return undefined;
        }
        const out: unknown[] = [];
        for (let i = 0; i < length; i++) {
          if (!Object.prototype.hasOwnProperty.call(object, i)) {
            problems.add(at(where, i), "is a hole in a sparse array", RULE);
            continue;
          }
          out.push(copy((object as unknown[])[i], at(where, i), depth + 1));
        }
        return out;
      }
      const proto: unknown = Object.getPrototypeOf(object);
      if (proto !== Object.prototype && proto !== null) {
        problems.add(where, `${kindOf(object)} is not a plain object`, RULE);
        return undefined;
      }
      const out: Record<string, unknown> = {};
      for (const key of Reflect.ownKeys(object)) {
        if (typeof key === "symbol") {
          problems.add(where, "has a symbol key, which is not JSON data", RULE);
          continue;
        }
        const descriptor = Object.getOwnPropertyDescriptor(object, key);
        if (descriptor === undefined || descriptor.enumerable !== true) continue;
        if (key === "__proto__") {
          problems.add(at(where, key), "a __proto__ key is not accepted", RULE);
          continue;
        }
        if (!("value" in descriptor)) {
          problems.add(at(where, key), "is a getter, not a data value", RULE);
          continue;
        }
        if (descriptor.value === undefined) continue;
        out[key] = copy(descriptor.value, at(where, key), depth + 1);
      }
      return out;
    } catch (error) {
      problems.add(where, `could not be read (${error instanceof Error ? error.name : "error"})`, RULE);
      return undefined;
    } finally {
      ancestors.delete(object);
    }
  };

  return copy(input, path, 0);
}
