/**
 * Cage materials (RingMaster › Cage matches, text ¶143): chain-link or chicken-wire adds 1d6 of Stun
 * Code, steel pipework 5d6; these are the text's own figures. The standard cage height is
 * Ringside's completion: 15 feet, the familiar size of a wrestling cage.
 */

/** The cage materials the text names (¶143). */
export const CAGE_MATERIALS = ["chain-link", "steel-pipe"] as const;

/** One material. */
export type CageMaterial = (typeof CAGE_MATERIALS)[number];

/** The Stun Code dice each material adds (text ¶143). */
export const CAGE_STUN_DICE: Readonly<Record<CageMaterial, number>> = { "chain-link": 1, "steel-pipe": 5 };

/** The cage's construction (¶144). */
export const CAGE_KINDS = ["external", "internal"] as const;

/** One construction. */
export type CageKind = (typeof CAGE_KINDS)[number];

/** How a cage match can be won (¶145): the standard finishes, escape, or both. */
export const CAGE_VICTORIES = ["standard", "escape", "both"] as const;

/** One victory rule. */
export type CageVictory = (typeof CAGE_VICTORIES)[number];

/** The default cage height in feet (completion). */
export const DEFAULT_CAGE_FEET = 15;

/** The ring's height in feet (¶143). */
export const RING_FEET = 2;
