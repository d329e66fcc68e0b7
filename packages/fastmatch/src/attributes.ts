/** The six attributes every FastMatch! wrestler has. */
export const ATTRIBUTES = ["STR", "AGI", "SPD", "END", "TEC", "WEI"] as const;

/** One of the six wrestler attributes. */
export type Attribute = (typeof ATTRIBUTES)[number];

/** The attributes damage can lower (WEI never changes during a match). */
export const DAMAGEABLE = ["STR", "AGI", "SPD", "END", "TEC"] as const;

/** An attribute a round action may target: any but WEI, plus the team's TEAM in team matches. */
export type Target = (typeof DAMAGEABLE)[number] | "TEAM";

/** A full set of attribute scores. */
export type Attributes = Readonly<Record<Attribute, number>>;

/** The weight classes derived from WEI (a guide, not an exact weight). */
export type WeightClass = "light-heavyweight" | "heavyweight" | "super-heavyweight" | "monster";

/**
 * The weight class of a WEI score: 1–4 light heavyweight (under about 230 lb), 5–6 heavyweight,
 * 7–8 super heavyweight (300–400 lb) and 9–10 monsters (400 lb and up). WEI 5+ counts as heavyweight
 * for title purposes; see {@link isHeavyweight}.
 */
export function weightClass(wei: number): WeightClass {
  if (wei <= 4) return "light-heavyweight";
  if (wei <= 6) return "heavyweight";
  if (wei <= 8) return "super-heavyweight";
  return "monster";
}

/** True when a WEI score makes a wrestler a heavyweight (WEI 5 or more). */
export function isHeavyweight(wei: number): boolean {
  return wei >= 5;
}

/**
 * A full set of attributes from one value per attribute, built as one object literal in the fixed
 * key order. Not by spreading another record: in V8 a spread copy that is later frozen (as every
 * state `defineGame` hands out is) gets a hidden class of its own, and code reading many such
 * records goes megamorphic (see the FastMatch section of docs/guide/performance.md).
 *
 * @internal
 */
export function attributesBy(value: (a: Attribute) => number): Record<Attribute, number> {
  return {
    STR: value("STR"),
    AGI: value("AGI"),
    SPD: value("SPD"),
    END: value("END"),
    TEC: value("TEC"),
    WEI: value("WEI"),
  };
}

/**
 * A copy of a partial attribute record (injury points), its keys added one by one in the record's
 * own order (never a spread: see {@link attributesBy}).
 *
 * @internal
 */
export function partialCopy(
  from: Readonly<Partial<Record<Attribute, number>>>,
): Partial<Record<Attribute, number>> {
  const out: Partial<Record<Attribute, number>> = {};
  for (const a of Object.keys(from) as Attribute[]) out[a] = from[a]!;
  return out;
}
