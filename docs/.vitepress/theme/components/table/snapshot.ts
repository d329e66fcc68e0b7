/**
 * Reading a sample replay's snapshot (`StepReport.snapshot`, typed `unknown`) in a game's replay
 * state component: the snapshot is the engine's own JSON, so a check of its outer keys is enough to
 * tell one kind of step from another (a character sheet, a strategy, a position).
 */

/** The value as a plain object, or null. */
export function asRecord(value: unknown): Readonly<Record<string, unknown>> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Readonly<Record<string, unknown>>)
    : null;
}

/**
 * The snapshot as `T` when it is an object carrying every one of `keys`, else null.
 *
 * @example
 * const roll = snapshotOf<{ roll: RollState }>(snapshot, ["roll"]);
 */
export function snapshotOf<T extends object>(value: unknown, keys: readonly (keyof T & string)[]): T | null {
  const record = asRecord(value);
  return record !== null && keys.every((k) => k in record) ? (record as T) : null;
}
