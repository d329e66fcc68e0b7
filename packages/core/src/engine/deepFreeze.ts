/**
 * Freezes a JSON value and everything in it. It stops at objects already frozen: a game's states
 * hold only objects that `defineGame` froze whole (validated inputs are fresh copies), so a frozen
 * object is frozen all the way down, and a new state shares those parts with the one before it
 * (only what a step made new is walked).
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) freezeFrom(value);
  return value;
}

/** Freezes an object that is not frozen yet, then the parts of it that are not. */
function freezeFrom(object: object): void {
  Object.freeze(object);
  if (Array.isArray(object)) {
    for (let i = 0; i < object.length; i++) {
      const item: unknown = object[i];
      if (typeof item === "object" && item !== null && !Object.isFrozen(item)) freezeFrom(item);
    }
    return;
  }
  const record = object as Record<string, unknown>;
  const keys = Object.keys(record);
  for (let i = 0; i < keys.length; i++) {
    const item = record[keys[i]!];
    if (typeof item === "object" && item !== null && !Object.isFrozen(item)) freezeFrom(item);
  }
}
