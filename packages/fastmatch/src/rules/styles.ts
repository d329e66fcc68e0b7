/*
 * Styles (FastMatch! 3.0, I.3 Knacks and Special Abilities; III.2.A): a style needs its attribute
 * at 5 or more when bought, at most two are bought (2 CGP, then 4 more), and a style adds +1 to
 * the attack roll in the match types it favours. Docs: /fastmatch/rules#building-a-character
 */
import type { Problems } from "@ringside/core";
import type { Attribute } from "../data/attributes.js";
import { STYLE_TABLE, type Style } from "../data/styles.js";

const RULE = "FastMatch! › Building a character › Styles";

/** The most styles a character may buy (this package's reading: Interpretations page). */
export const MAX_STYLES = 2;

/** True when `style` favours the match type made of attributes `a` and `b` (in any order). */
export function styleFits(style: Style, a: Attribute, b: Attribute): boolean {
  return STYLE_TABLE[style].matches.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/**
 * The style rules of a character sheet: each style bought once, its attribute at the minimum, at
 * most {@link MAX_STYLES}. `styles` are the entries that name a style, by their index in the list.
 */
export function styleProblems(
  styles: readonly (readonly [index: number, style: Style])[],
  scores: Readonly<Partial<Record<Attribute, number>>>,
  path: string,
  problems: Problems,
): void {
  const seen = new Set<Style>();
  for (const [i, style] of styles) {
    if (seen.has(style)) problems.add(`${path}[${i}]`, `${style} is bought twice`, RULE);
    seen.add(style);
    const info = STYLE_TABLE[style];
    const score = scores[info.requires] ?? 0;
    if (score < info.minimum)
      problems.add(
        `${path}[${i}]`,
        `${info.label} needs ${info.requires} ${info.minimum}, the character has ${score}`,
        RULE,
      );
  }
  if (seen.size > MAX_STYLES) problems.add(path, `at most two styles may be bought, got ${seen.size}`, RULE);
}
