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

/** The longest text {@link describe} returns. */
const LIMIT = 60;
/** How deep {@link describe} looks into nested objects and arrays. */
const DEPTH = 6;

/**
 * Describes a value for an error message: its JSON form (the same text as `JSON.stringify` for
 * JSON data), cut to 60 characters. Values JSON cannot show are named instead: `NaN`, `Infinity`,
 * `12n`, `Symbol(x)`, `[function f]`, `Map(2)`, `[Circular]`, `[getter threw]`. It never throws,
 * whatever it is given (cycles, very deep nesting, throwing getters, Proxies, null-prototype
 * objects), and it reads only as much of the value as the 60 characters need.
 *
 * @example
 * describe({ type: "slam", power: 10n }); // '{"type":"slam","power":10n}'
 */
export function describe(value: unknown): string {
  let text: string;
  try {
    const out: string[] = [];
    const budget = { left: LIMIT + 1 };
    render(value, out, budget, new Set(), 0, true);
    text = out.join("");
  } catch {
    text = `[${typeof value}]`;
  }
  return text.length > LIMIT ? `${text.slice(0, LIMIT - 3)}...` : text;
}

interface Budget {
  left: number;
}

function emit(out: string[], budget: Budget, text: string): void {
  out.push(text);
  budget.left -= text.length;
}

/** Text for a value that is not an object, or null when it is an object. */
function scalar(value: unknown, top: boolean): string | null {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value.length > LIMIT ? value.slice(0, LIMIT) : value);
    case "number":
      return Number.isFinite(value) ? JSON.stringify(value) : String(value);
    case "boolean":
      return String(value);
    case "bigint":
      return `${value.toString()}n`;
    case "symbol":
      return value.toString();
    case "undefined":
      return top ? "undefined" : "null";
    case "function": {
      let name = "";
      try {
        const n: unknown = (value as { name?: unknown }).name;
        if (typeof n === "string") name = n.slice(0, LIMIT);
      } catch {
        name = "";
      }
      return name === "" ? "[function]" : `[function ${name}]`;
    }
    default:
      return value === null ? "null" : null;
  }
}

function render(
  value: unknown,
  out: string[],
  budget: Budget,
  seen: Set<object>,
  depth: number,
  top: boolean,
): void {
  if (budget.left <= 0) return;
  const text = scalar(value, top);
  if (text !== null) {
    emit(out, budget, text);
    return;
  }
  const object = value as object;
  if (seen.has(object)) {
    emit(out, budget, "[Circular]");
    return;
  }
  if (depth >= DEPTH) {
    emit(out, budget, "…");
    return;
  }
  let isArray: boolean;
  try {
    isArray = Array.isArray(object);
  } catch {
    emit(out, budget, "[revoked Proxy]");
    return;
  }
  let special: string | null;
  try {
    special = isArray ? null : named(object);
  } catch {
    special = "[object]";
  }
  if (special !== null) {
    emit(out, budget, special);
    return;
  }
  seen.add(object);
  try {
    if (isArray) {
      const list = object as readonly unknown[];
      emit(out, budget, "[");
      const length = list.length;
      for (let i = 0; i < length && budget.left > 0; i++) {
        if (i > 0) emit(out, budget, ",");
        renderMember(() => list[i], out, budget, seen, depth);
      }
      emit(out, budget, "]");
      return;
    }
    const record = object as Record<string, unknown>;
    let keys: string[];
    try {
      keys = Object.keys(record);
    } catch {
      emit(out, budget, "{…}");
      return;
    }
    emit(out, budget, "{");
    let first = true;
    for (const key of keys) {
      if (budget.left <= 0) break;
      let member: unknown;
      let threw = false;
      try {
        member = record[key];
      } catch {
        threw = true;
      }
      // JSON leaves out keys holding undefined, functions or symbols.
      if (!threw && (member === undefined || typeof member === "function" || typeof member === "symbol")) {
        continue;
      }
      if (!first) emit(out, budget, ",");
      first = false;
      emit(out, budget, `${JSON.stringify(key.length > LIMIT ? key.slice(0, LIMIT) : key)}:`);
      if (threw) emit(out, budget, "[getter threw]");
      else render(member, out, budget, seen, depth + 1, false);
    }
    emit(out, budget, "}");
  } finally {
    seen.delete(object);
  }
}

function renderMember(
  read: () => unknown,
  out: string[],
  budget: Budget,
  seen: Set<object>,
  depth: number,
): void {
  let member: unknown;
  try {
    member = read();
  } catch {
    emit(out, budget, "[getter threw]");
    return;
  }
  const shown = typeof member === "function" || typeof member === "symbol" ? null : member;
  render(shown, out, budget, seen, depth + 1, false);
}

/** A short name for objects that are not plain data (`Map(2)`, a Date's ISO text), else null. */
function named(object: object): string | null {
  if (object instanceof Date) {
    const time = object.getTime();
    return Number.isNaN(time) ? "Invalid Date" : JSON.stringify(object.toISOString());
  }
  if (object instanceof Map) return `Map(${object.size})`;
  if (object instanceof Set) return `Set(${object.size})`;
  if (object instanceof RegExp) return String(object);
  if (object instanceof Error) return `[${object.name}]`;
  const proto: unknown = Object.getPrototypeOf(object);
  if (proto === Object.prototype || proto === null) return null;
  let name = "object";
  try {
    const ctor: unknown = (proto as { constructor?: unknown }).constructor;
    if (typeof ctor === "function" && typeof ctor.name === "string" && ctor.name !== "") name = ctor.name;
  } catch {
    name = "object";
  }
  return `[${name.slice(0, LIMIT)}]`;
}
