/**
 * The Force Code alphabet (Ringside's completion read off the chapter's figures, `completion.md`
 * › 4. The Force Code; the elements' existence is from the text ¶22–¶25, ¶34, ¶54).
 */

/** The letters of a Force Code. Capitals are one d6 each; lower case are flat bonuses. Ringside's completion (`completion.md` › 4). */
export const FORCE_LETTERS = ["B", "P", "S", "V", "F", "T", "h", "w"] as const;

/** One Force Code letter. */
export type ForceLetter = (typeof FORCE_LETTERS)[number];

/** What each letter means, in the docs' words. Ringside's completion (`completion.md` › 4). */
export const FORCE_LETTER_NAMES: Readonly<Record<ForceLetter, string>> = {
  B: "Basic die: 1d6",
  P: "Power die: 1d6 + attacker's POW",
  S: "Slam die: 1d6 + victim's WDB (or the surface's Stun Code dice instead of the WDB)",
  V: "Velocity die: 1d6 + SPD of every running wrestler",
  F: "Fall die: 1d6",
  T: "Target's Stun Code: the dice of the surface or object he is driven into",
  h: "height: + attacker's HDB",
  w: "weight: + attacker's WDB",
};

/** A parsed Force Code: how many of each letter. */
export type ForceCode = Readonly<Record<ForceLetter, number>>;

/** The counts of a Force Code, or the first character that is not a letter of the alphabet. */
export type ParsedForceCode =
  { readonly ok: true; readonly code: ForceCode } | { readonly ok: false; readonly at: number };

/**
 * Parses a Force Code string such as `"BBPSh"`.
 * Ringside's completion (`completion.md` › 4).
 *
 * @example
 * parseForceCode("BBBBP"); // { ok: true, code: { B: 4, P: 1, S: 0, V: 0, F: 0, T: 0, h: 0, w: 0 } }
 */
export function parseForceCode(text: string): ParsedForceCode {
  const code: Record<ForceLetter, number> = { B: 0, P: 0, S: 0, V: 0, F: 0, T: 0, h: 0, w: 0 };
  if (text.length === 0) return { ok: false, at: 0 };
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (!(FORCE_LETTERS as readonly string[]).includes(ch)) return { ok: false, at: i };
    code[ch as ForceLetter]++;
  }
  return { ok: true, code };
}

/** The situation a Force Code is rolled in, for its formula. */
export interface ForceContext {
  /** Steps the victim falls or the attacker drops from, above the landing (2 damage a Step, ¶23). */
  readonly steps?: number;
  /** Dice of the Stun Code that replaces a Slam die's WDB or fills a `T` (e.g. 1 for a padded turnbuckle). */
  readonly stunCodeDice?: number;
  /** Extra Basic Dice (a foreign object, Leverage). */
  readonly extraBasic?: number;
}

/**
 * The damage formula of a Force Code in the chapter's notation, e.g. `"4d6+POW+HDB+WDB"`; the
 * terms are in a fixed order (dice, POW, HDB, WDB, attacker's WDB, SPD, flat) so figures compare as
 * strings. Running wrestlers' SPD appears as `SPD` once per `V`.
 * Ringside's completion (`completion.md` › 4).
 *
 * @example
 * forceFormula("BBPSh"); // "4d6+POW+HDB+WDB"
 * forceFormula("BBPSh", { steps: 3 }); // "4d6+POW+HDB+WDB+6" (the Superplex from the top rope)
 */
export function forceFormula(text: string, context: ForceContext = {}): string {
  const parsed = parseForceCode(text);
  if (!parsed.ok) return "?";
  const c = parsed.code;
  const stun = context.stunCodeDice ?? 0;
  const slamWdb = stun > 0 ? 0 : c.S;
  const dice = c.B + c.P + c.S + c.V + c.F + (context.extraBasic ?? 0) + stun * (c.S + c.T);
  const terms: string[] = [];
  if (dice > 0) terms.push(`${String(dice)}d6`);
  const add = (n: number, name: string): void => {
    for (let i = 0; i < n; i++) terms.push(name);
  };
  add(c.P, "POW");
  add(c.h, "HDB");
  add(slamWdb, "WDB");
  add(c.w, "own WDB");
  add(c.V, "SPD");
  const flat = 2 * (context.steps ?? 0);
  if (flat > 0) terms.push(String(flat));
  return terms.length === 0 ? "0" : terms.join("+");
}

/** The number of damage dice a Force Code rolls (for Aces, Impairment and resthold's −1 a die). Ringside's completion (`completion.md` › 4). */
export function forceDiceCount(code: ForceCode, stunCodeDice = 0): number {
  return code.B + code.P + code.S + code.V + code.F + stunCodeDice * (code.S + code.T);
}
