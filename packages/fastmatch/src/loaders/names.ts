/*
 * Wrestler names as keys. Names are the keys of a team's plans, per-opponent grid choices, a
 * night's starting condition and a Rumble's plans, so a name must work as a key: every lookup by
 * name reads own keys only (a wrestler called "toString" or "constructor" finds his own entry, never
 * something inherited), and the one key JSON data refuses everywhere (`__proto__`) is refused as a
 * name. Names are also bounded so that every match a loader accepts can be saved and restored.
 */
import * as v from "valibot";
import { isRecord } from "@ringside/core";

/** The longest wrestler name a sheet may give (a team of three still fits a saved state's 200). */
export const MAX_NAME_LENGTH = 64;
/** The longest team name a booking may give (the saved state's limit). */
export const MAX_TEAM_NAME_LENGTH = 200;

/** The message for a name that cannot be a key. */
export const RESERVED_NAME = "__proto__ cannot be a wrestler's name (names are keys of plans and conditions)";

/** The shape of a wrestler's name on a sheet: text, not blank, not too long, usable as a key. */
export const wrestlerName = v.pipe(
  v.string("every wrestler needs a name"),
  v.check((s) => s.trim() !== "", "every wrestler needs a name"),
  v.check((s) => s.trim().length <= MAX_NAME_LENGTH, `a name has at most ${MAX_NAME_LENGTH} characters`),
  v.check((s) => s.trim() !== "__proto__", RESERVED_NAME),
);

/** The value stored under `name` in a record, own keys only (undefined when it has none). */
export function own(record: unknown, name: string): unknown {
  return isRecord(record) && Object.hasOwn(record, name) ? record[name] : undefined;
}

/**
 * A record by name, each value read with `schema` from the raw input (own keys only, in the order
 * sent); entries without that shape are left out (their problems are the caller's schema's). Unlike
 * a valibot record's output, no name is dropped (valibot skips `constructor` and `prototype`).
 */
export function byName<T>(raw: unknown, schema: v.GenericSchema<unknown, T>): Map<string, T> {
  const out = new Map<string, T>();
  if (!isRecord(raw)) return out;
  for (const key of Object.keys(raw)) {
    const read = v.safeParse(schema, raw[key]);
    if (read.success) out.set(key, read.output);
  }
  return out;
}
