import { RingsideError } from "../errors/RingsideError.js";

/**
 * Canonical JSON: object keys sorted, so that equal data gives equal text.
 *
 * @throws {RingsideError} `INVALID_ARGUMENT` when the value is not JSON data (a BigInt, a cycle).
 */
export function canonicalJson(value: unknown): string {
  try {
    return sortedJson(value);
  } catch (error) {
    if (error instanceof RingsideError) throw error;
    throw new RingsideError("INVALID_ARGUMENT", "canonicalJson: the value is not JSON data", [
      { path: "", message: error instanceof Error ? error.message : String(error) },
    ]);
  }
}

function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === "object" && v !== null && !Array.isArray(v)) {
      const record = v as Record<string, unknown>;
      return Object.fromEntries(
        Object.keys(record)
          .sort()
          .map((k) => [k, record[k]]),
      );
    }
    return v;
  });
}

/**
 * True when two moves are the same data: deep equality of plain JSON values (key order does not
 * matter; a key holding `undefined` counts as absent, as in JSON).
 */
export function sameMove(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameMove(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let count = 0;
  for (const key in ra) {
    if (ra[key] === undefined) continue;
    count++;
    if (!sameMove(ra[key], rb[key])) return false;
  }
  for (const key in rb) if (rb[key] !== undefined) count--;
  return count === 0;
}
