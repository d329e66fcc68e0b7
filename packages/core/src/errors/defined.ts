import { RingsideError } from "./RingsideError.js";

/**
 * `value` when it is not `undefined`; a {@link RingsideError} `INVALID_STATE` otherwise. For a
 * lookup the engine's own invariants guarantee (a seat that exists, a list that is never empty),
 * where a `!` would turn a broken state into a TypeError far from its cause.
 *
 * @param value - the looked-up value
 * @param what - names the lookup in the message, e.g. `"powerhouses: the wrestler in a seat"`; a
 *   plain string, so that the happy path builds nothing (no template literal in a hot loop)
 * @throws {@link RingsideError} `INVALID_STATE` when `value` is `undefined`
 * @example
 * const wrestler = defined(state.wrestlers[seat], "powerhouses: the wrestler in a seat");
 */
export function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new RingsideError("INVALID_STATE", "Broken state", `${what} is missing`);
  return value;
}
