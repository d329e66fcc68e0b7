/**
 * The conformance kit's assertions and the JSON walks its checks share. Internal to the testkit.
 *
 * @module
 */
import { canonicalJson } from "../engine/sameMove.js";
import { isRingsideError, type RingsideErrorCode } from "../errors/RingsideError.js";

class KitFailure extends Error {
  override name = "ConformanceFailure";
}

/** Fails the running check with `message`. */
export function fail(message: string): never {
  throw new KitFailure(message);
}

/** Fails unless `action` throws a `RingsideError` with one of `codes`. */
export function expectCode(action: () => unknown, codes: readonly RingsideErrorCode[], what: string): void {
  let thrown: unknown;
  try {
    action();
  } catch (error) {
    thrown = error;
  }
  if (thrown === undefined)
    fail(`${what}: expected a RingsideError ${codes.join(" or ")}, nothing was thrown`);
  if (!isRingsideError(thrown))
    fail(`${what}: expected a RingsideError ${codes.join(" or ")}, got ${String(thrown)}`);
  if (!codes.includes(thrown.code))
    fail(`${what}: expected ${codes.join(" or ")}, got ${thrown.code}: ${thrown.message}`);
}

/** Fails if `action` throws anything but a `RingsideError`. */
export function onlyRingside(action: () => unknown, what: string): void {
  try {
    action();
  } catch (error) {
    if (!isRingsideError(error))
      fail(`${what}: threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
  }
}

/** A short text for any value, garbage included (never throws). */
export function shortText(value: unknown): string {
  try {
    return (canonicalJson(value) ?? String(value)).slice(0, 60);
  } catch {
    return typeof value;
  }
}

/** Fails unless `a` and `b` are the same data (canonical JSON). */
export function same(a: unknown, b: unknown, what: string): void {
  const x = canonicalJson(a);
  const y = canonicalJson(b);
  if (x !== y) fail(`${what}:\n  ${x?.slice(0, 400)}\n≠ ${y?.slice(0, 400)}`);
}

/** True when `value` and everything under it is frozen. */
export function deepFrozen(value: unknown, seen = new Set<unknown>()): boolean {
  if (typeof value !== "object" || value === null || seen.has(value)) return true;
  seen.add(value);
  if (!Object.isFrozen(value)) return false;
  return Object.values(value).every((v) => deepFrozen(v, seen));
}

/** A copy of a move with one more key: never a legal move (moves are compared as data). */
export function edited(move: unknown): unknown {
  return typeof move === "object" && move !== null && !Array.isArray(move)
    ? { ...move, "zz-edited": true }
    : { "zz-edited": move };
}

/**
 * Tries to write into `value` and into the objects it holds, one level down, ignoring the
 * TypeErrors of frozen objects: what a careless or hostile bot does to its input.
 */
export function scribble(value: unknown): void {
  if (typeof value !== "object" || value === null) return;
  const write = (target: object, key: string): void => {
    try {
      Reflect.set(target, key, null);
    } catch {
      // a frozen object refuses the write: what the shape promises
    }
  };
  for (const key of Object.keys(value)) {
    const part: unknown = (value as Record<string, unknown>)[key];
    if (typeof part === "object" && part !== null) for (const inner of Object.keys(part)) write(part, inner);
    write(value, key);
  }
}

/** True when a saved dice state (`{ kind: "seeded" | "scripted", … }`) sits anywhere in `value`. */
export function containsDiceState(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  if (
    !Array.isArray(value) &&
    (kind === "seeded" || kind === "scripted") &&
    ("rng" in value || "faces" in value)
  )
    return true;
  return Object.values(value).some((v) => containsDiceState(v));
}

/** The canonical JSON of every node of a value, computed once so many needles cost one walk. */
export function subtreeTexts(value: unknown, out: Set<string> = new Set()): Set<string> {
  out.add(canonicalJson(value));
  if (typeof value === "object" && value !== null) for (const v of Object.values(value)) subtreeTexts(v, out);
  return out;
}

/** Every path of plain-object nodes in a JSON value, for mutations. */
export function objectPaths(
  value: unknown,
  path: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  if (typeof value === "object" && value !== null) {
    if (!Array.isArray(value)) out.push(path);
    for (const [k, v] of Object.entries(value))
      objectPaths(v, [...path, Array.isArray(value) ? Number(k) : k], out);
  }
  return out;
}

/** A helper of the kit's checks. */
export function leafPaths(
  value: unknown,
  path: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value))
      leafPaths(v, [...path, Array.isArray(value) ? Number(k) : k], out);
  }
  if (path.length > 0) out.push(path);
  return out;
}

/** A helper of the kit's checks. */
export function setAt(
  root: unknown,
  path: readonly (string | number)[],
  value: unknown,
  remove: boolean,
): void {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1);
  if (last === undefined) fail("testkit: an empty path into the state");
  if (remove && !Array.isArray(node)) Reflect.deleteProperty(node, last);
  else node[last] = value;
}

/** A JSON copy of `value`. */
export const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
