/**
 * Freezes a JSON value and everything in it. It stops at objects already frozen: a game's states
 * hold only objects that `defineGame` froze whole (validated inputs are fresh copies), so a frozen
 * object is frozen all the way down, and a new state shares those parts with the one before it.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) deepFreeze(item);
  } else {
    for (const key in value) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
