/**
 * Freezes a JSON value and everything in it, skipping what `done` already holds (the parts a new
 * state shares with the state before it), and adds what it froze to `done`.
 */
export function deepFreeze<T>(value: T, done: WeakSet<object>): T {
  if (typeof value !== "object" || value === null || done.has(value)) return value;
  done.add(value);
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) deepFreeze(item, done);
  } else {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key], done);
  }
  return value;
}
