import { RingsideError } from "./RingsideError.js";

/*
 * Argument checks shared by core's exported functions (internal to core). Each is a couple of
 * comparisons on the happy path; the message is only built when a check fails.
 */

/** The most dice one call of `rollPool`, `rollSum` or `sumD6` rolls. */
export const MAX_DICE = 1_000_000;

/**
 * A value as a few words for an argument error: numbers, short strings and bigints as written,
 * anything else by kind. Smaller than `describe` (dice helpers carry it); never throws (a revoked
 * proxy is "an unreadable object").
 */
export function shown(value: unknown): string {
  try {
    return kindOf(value);
  } catch {
    return "an unreadable object";
  }
}

function kindOf(value: unknown): string {
  switch (typeof value) {
    case "number":
    case "boolean":
      return String(value);
    case "bigint":
      return `${value}n`;
    case "string":
      return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
    case "object":
      return value === null ? "null" : Array.isArray(value) ? "an array" : "an object";
    default:
      return typeof value;
  }
}

/** Throws `INVALID_ARGUMENT` for `fn`'s argument `path`. */
export function badArgument(fn: string, path: string, message: string): never {
  throw new RingsideError("INVALID_ARGUMENT", `${fn}: invalid argument`, [{ path, message }]);
}

/** Checks that `value` is a safe integer in `[min, max]`. */
export function intArgument(fn: string, path: string, value: unknown, min: number, max: number): void {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < min || value > max) {
    badArgument(fn, path, `expected a whole number in ${min}..${max}, got ${shown(value)}`);
  }
}

/**
 * Checks the bounds of an integer draw: both safe integers, `min <= max`, and a span a generator can
 * draw from (`max - min` at most 2^53 - 1). Draws over a NaN, infinite or larger span never end.
 */
export function rangeArguments(fn: string, min: unknown, max: unknown): void {
  if (typeof min !== "number" || !Number.isSafeInteger(min)) {
    badArgument(fn, "min", `expected a safe integer, got ${shown(min)}`);
  }
  if (typeof max !== "number" || !Number.isSafeInteger(max)) {
    badArgument(fn, "max", `expected a safe integer, got ${shown(max)}`);
  }
  if (min > max) badArgument(fn, "max", `expected max >= min, got min ${min} and max ${max}`);
  if (max - min > Number.MAX_SAFE_INTEGER) {
    badArgument(fn, "max", `the range ${min}..${max} is wider than 2^53 values`);
  }
}

/** Checks that `dice` looks like a dice source (an object with an `int` method; not a revoked proxy). */
export function diceArgument(fn: string, dice: unknown): void {
  if (
    typeof dice !== "object" ||
    dice === null ||
    !readable(() => typeof (dice as { int?: unknown }).int === "function")
  ) {
    badArgument(fn, "dice", `expected a dice source, got ${shown(dice)}`);
  }
}

/** True for an array, false for anything else, a revoked proxy included (where `Array.isArray` throws). */
export function isArray(value: unknown): value is unknown[] {
  return readable(() => Array.isArray(value));
}

/** Checks that `value` is an array (not a revoked proxy). */
export function arrayArgument(fn: string, path: string, value: unknown): void {
  if (!isArray(value)) badArgument(fn, path, `expected an array, got ${shown(value)}`);
}

/** The answer of `test`, or false when asking throws (a revoked proxy, a throwing getter). */
function readable(test: () => boolean): boolean {
  try {
    return test();
  } catch {
    return false;
  }
}

/** Checks that `value` is a function. */
export function functionArgument(fn: string, path: string, value: unknown): void {
  if (typeof value !== "function") badArgument(fn, path, `expected a function, got ${shown(value)}`);
}

/** Checks that `value` is a string. */
export function stringArgument(fn: string, path: string, value: unknown): void {
  if (typeof value !== "string") badArgument(fn, path, `expected text, got ${shown(value)}`);
}

/** Checks an optional label: a string or undefined. */
export function labelArgument(fn: string, label: unknown): void {
  if (label !== undefined && typeof label !== "string") {
    badArgument(fn, "label", `expected text or undefined, got ${shown(label)}`);
  }
}
