/**
 * Suggestions for misspelled values ("hihg risk" → "high-risk"): the engines name what a field
 * takes; this finds, among the forms the CLI accepts for those names, the one nearest to what the
 * player wrote.
 */
import { BLITZ_ALIASES } from "./blitz.js";
import { ALIASES, simplify } from "./forgiving.js";

/** The edit distance between two short strings (insertions, deletions, substitutions, swaps). */
/* eslint-disable @typescript-eslint/no-non-null-assertion -- every index stays inside the
   (a.length + 1) × (b.length + 1) table built on the first line */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  return d[a.length]![b.length]!;
}
/* eslint-enable @typescript-eslint/no-non-null-assertion */

const TABLES: readonly Readonly<Record<string, string>>[] = [
  ...Object.values(ALIASES),
  ...Object.values(BLITZ_ALIASES),
];

/**
 * The value the player probably meant, when `written` is a near miss of a form the CLI accepts for
 * one of the names `message` lists; null when nothing is close (or the text is long).
 */
export function suggestion(written: string, message: string): string | null {
  const typed = simplify(written);
  if (typed.length === 0 || typed.length > 40) return null;
  let best: { name: string; distance: number } | null = null;
  for (const table of TABLES)
    for (const [form, name] of Object.entries(table)) {
      if (form === typed || !new RegExp(`(^|[^\\w-])${name}([^\\w-]|$)`).test(message)) continue;
      const distance = editDistance(typed, form);
      if (distance <= Math.min(2, Math.floor(form.length / 3)) && (best === null || distance < best.distance))
        best = { name, distance };
    }
  return best?.name ?? null;
}
