/**
 * Turns any text (a match name, a date) into a 32-bit integer seed with FNV-1a, so that people can
 * share memorable seeds. The same text always gives the same seed.
 */
export function seedFromString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
