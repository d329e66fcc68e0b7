import { stringArgument } from "../errors/arguments.js";

/**
 * Turns any text (a match name, a date) into a 32-bit integer seed with FNV-1a, so that people can
 * share memorable seeds. The same text always gives the same seed.
 *
 * @throws RingsideError `INVALID_ARGUMENT` when `text` is not a string.
 */
export function seedFromString(text: string): number {
  stringArgument("seedFromString", "text", text);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
