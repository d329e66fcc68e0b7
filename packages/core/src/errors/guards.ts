/**
 * True for a plain object: one whose prototype is `Object.prototype` or `null` (an object literal,
 * `JSON.parse` output, `Object.create(null)`). Arrays, Maps, Sets, Dates, class instances and
 * functions are not plain objects. Never throws (a Proxy that refuses to tell is not plain).
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  try {
    const proto: unknown = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
  } catch {
    return false;
  }
}

/** True for a safe integer within `[min, max]`. */
export function isIntIn(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= min && value <= max;
}

/**
 * Describes a value for an error message: its JSON form (the same text as `JSON.stringify` for
 * JSON data), cut to 60 characters. Values JSON cannot show are named instead: `NaN`, `Infinity`,
 * `12n`, `Symbol(x)`, `[function f]`, `Map(2)`, `[Circular]`, `[getter threw]`. It never throws,
 * whatever it is given (cycles, very deep nesting, throwing getters, Proxies, null-prototype
 * objects), and it reads at most a hundred values of it.
 *
 * @example
 * describe({ type: "slam", power: 10n }); // '{"type":"slam","power":10n}'
 */
export function describe(value: unknown): string {
  let text: string;
  try {
    text = show(value, 0, new Set(), { left: 100 });
  } catch {
    text = `[${typeof value}]`;
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** One value as text; `depth` 0 is the value itself, `budget` counts the values still to read. */
function show(value: unknown, depth: number, seen: Set<object>, budget: { left: number }): string {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value.slice(0, 61));
    case "bigint":
      return `${value}n`;
    case "symbol":
      return value.toString();
    case "function":
      return `[function ${String((value as { name?: unknown }).name)}]`.replace(" ]", "]");
    case "undefined":
      return depth === 0 ? "undefined" : "null";
    case "number":
    case "boolean":
      return String(value);
  }
  if (value === null) return "null";
  const object = value as object;
  if (seen.has(object)) return "[Circular]";
  if (depth > 5 || --budget.left < 0) return "…";
  seen.add(object);
  const parts: string[] = [];
  // A member that cannot be read (a throwing getter, a hostile Proxy) is named, not thrown.
  const member = (read: () => unknown): string => {
    try {
      return show(read(), depth + 1, seen, budget);
    } catch {
      return "[getter threw]";
    }
  };
  try {
    if (Array.isArray(object)) {
      for (let i = 0; i < object.length && budget.left > 0; i++) {
        parts.push(
          member(() => {
            const item: unknown = (object as unknown[])[i];
            return typeof item === "function" || typeof item === "symbol" ? null : item;
          }),
        );
      }
      return `[${parts.join(",")}]`;
    }
    const proto: unknown = Object.getPrototypeOf(object);
    if (proto !== Object.prototype && proto !== null) return named(object);
    for (const key of Object.keys(object)) {
      if (budget.left <= 0) break;
      let item: unknown;
      try {
        item = (object as Record<string, unknown>)[key];
      } catch {
        parts.push(`${JSON.stringify(key)}:[getter threw]`);
        continue;
      }
      // JSON leaves out keys holding undefined, functions or symbols.
      if (item === undefined || typeof item === "function" || typeof item === "symbol") continue;
      parts.push(`${JSON.stringify(key.slice(0, 61))}:${member(() => item)}`);
    }
    return `{${parts.join(",")}}`;
  } catch {
    return "[object]";
  } finally {
    seen.delete(object);
  }
}

/** A short name for an object that is not plain data: `Map(2)`, a Date's ISO text, `[Sheet]`. */
function named(object: object): string {
  if (object instanceof Date) return Number.isNaN(object.getTime()) ? "Invalid Date" : JSON.stringify(object);
  if (object instanceof Map || object instanceof Set) return `${object.constructor.name}(${object.size})`;
  if (object instanceof RegExp) return String(object);
  return `[${String((object as { constructor?: { name?: unknown } }).constructor?.name ?? "object")}]`;
}
