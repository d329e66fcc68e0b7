/**
 * Derived traits and their formulas (Ringside's completion, `completion.md` › 2. Derived traits;
 * which trait does what is from the text: POW ¶25, HDB ¶23, WDB ¶25, RES ¶94, REC ¶94/¶100,
 * Lift ¶68/¶89, SPD ¶58, Intensity and its Levels ¶90).
 */
import type { Attribute, WearDownLevel } from "./attributes.js";

/** What the derived traits are computed from: the attributes and the body. */
export interface TraitInputs {
  /** The seven d100 attributes. */
  readonly attributes: Readonly<Record<Attribute, number>>;
  /** Height in inches. */
  readonly height: number;
  /** Weight in pounds. */
  readonly weight: number;
}

/** Every derived trait of a wrestler. */
export interface DerivedTraits {
  /** Power: the attacker's bonus on a Power die. */
  readonly POW: number;
  /** Height damage bonus, added by the Force Code's `h`. */
  readonly HDB: number;
  /** Weight damage bonus, the victim's on a Slam die, the attacker's on `w`. */
  readonly WDB: number;
  /** Resistance: damage ÷ RES is the Stun of a hit. */
  readonly RES: number;
  /** Recovery at Levels I–IV (index 0 = Level I). */
  readonly REC: readonly [number, number, number, number];
  /** Lift: how hard he is to lift. */
  readonly Lift: number;
  /** Speed: Action Points each round he has Advantage. */
  readonly SPD: number;
  /** Starting Intensity. */
  readonly intensity: number;
  /** The Intensity numbers of Levels II, III and IV: at or below one, he is at that Level. */
  readonly levels: readonly [number, number, number];
}

/**
 * Starting Intensity per point of STA + TOU (completion): 8, so a typical pro (STA 60, TOU 50) starts
 * at 880 and an average hit of 15–25 takes about a fiftieth of it.
 */
export const INTENSITY_PER_POINT = 8;

/** Adjustments that Merits and Flaws make to the formulas (see `merits.ts`). */
export interface TraitAdjustments {
  /** Added to RES (minimum 1 after it). */
  readonly res?: number;
  /** Added to REC at every Level. */
  readonly rec?: number;
}

/**
 * Computes the derived traits.
 * Ringside's completion (`completion.md` › 2).
 *
 * @example
 * deriveTraits({ attributes: { STR: 60, AGI: 50, BRA: 50, TEC: 50, SAV: 50, STA: 60, TOU: 50 }, height: 75, weight: 250 });
 * // POW 6, HDB 3, WDB 2, Lift 25, RES 12, REC [2, 1, 1, 1], SPD 5, intensity 880, levels [660, 440, 220]
 */
export function deriveTraits(input: TraitInputs, adjust: TraitAdjustments = {}): DerivedTraits {
  const a = input.attributes;
  const rec1 = Math.max(1, Math.floor(a.STA / 25)) + (adjust.rec ?? 0);
  const recAt = (level: WearDownLevel): number => Math.max(1, rec1 - (level - 1));
  const intensity = INTENSITY_PER_POINT * (a.STA + a.TOU);
  return {
    POW: Math.floor(a.STR / 10),
    HDB: Math.max(0, Math.floor((input.height - 66) / 3)),
    WDB: Math.max(0, Math.floor((input.weight - 150) / 50)),
    RES: Math.max(1, Math.floor(a.TOU / 4) + (adjust.res ?? 0)),
    REC: [recAt(1), recAt(2), recAt(3), recAt(4)],
    Lift: Math.floor(input.weight / 10),
    SPD: Math.floor(a.AGI / 20) + 3,
    intensity,
    levels: [Math.floor((intensity * 3) / 4), Math.floor(intensity / 2), Math.floor(intensity / 4)],
  };
}
