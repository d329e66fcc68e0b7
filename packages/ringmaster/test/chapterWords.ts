/**
 * The words of a paragraph as the citation test compares them: no text of the chapter is kept in
 * the repository, only a hash of each word's stem, per paragraph (`test/data/chapter-index.json`,
 * made by `scripts/chapterIndex.ts` from the chapter file).
 */

/** Short words that say nothing about what a paragraph is about. */
const STOP = new Set(
  (
    "the and for but not nor are was were can may any all its out off per own new way who how too yet has had " +
    "did get got let use set put see say one two his him her she they them their there then than that this with " +
    "from when each only what which while also into onto does done have more most once over same some such " +
    "text chapter ringside completion other every after before where would could should being made make none " +
    "both here just ours even must gives give takes take like back down lost list number rule rules page docs " +
    "read reading says said true false const export function return readonly import type undefined null " +
    "ringmaster"
  ).split(" "),
);

/** The stem of a word: lower case, letters only, a plural or verb ending cut, at most 5 letters. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  return w.slice(0, 5);
}

/** A 24-bit FNV-1a hash of a stem, as 6 hex digits. */
export function hashStem(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return (h & 0xffffff).toString(16).padStart(6, "0");
}

/** The stems of the words of `text` worth comparing (3 letters or more, not a stop word). */
export function stems(text: string): string[] {
  return text
    .split(/[^A-Za-z]+/)
    .filter((w) => w.length >= 3 && !STOP.has(w.toLowerCase()))
    .map(stem)
    .filter((s) => s.length >= 3);
}
