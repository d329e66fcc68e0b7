/**
 * The seven attributes on the d100 scale, the body parts, the positions and the wear-down Levels.
 * Docs: `docs/ringmaster/completion.md` › 1. Attributes, 2. Derived traits.
 * Ringside's completion: the chapter checks these by name but its list of them is lost.
 */

/** The seven d100 attributes (completion §1). */
export const ATTRIBUTES = ["STR", "AGI", "BRA", "TEC", "SAV", "STA", "TOU"] as const;

/** One of the seven d100 attributes. */
export type Attribute = (typeof ATTRIBUTES)[number];

/** The attribute's full name, as the docs print it. Ringside's completion (`completion.md` › 1). */
export const ATTRIBUTE_NAMES: Readonly<Record<Attribute, string>> = {
  STR: "Strength",
  AGI: "Agility",
  BRA: "Brawling",
  TEC: "Technique",
  SAV: "Savvy",
  STA: "Stamina",
  TOU: "Toughness",
};

/**
 * The Classes a maneuver can have: the attribute its check uses (text ¶74); the attributes, and STA
 * and TOU never being a Class, are Ringside's completion (`completion.md` › 1).
 */
export const MANEUVER_CLASSES = ["STR", "AGI", "BRA", "TEC", "SAV"] as const;

/** A maneuver's Class. */
export type ManeuverClass = (typeof MANEUVER_CLASSES)[number];

/** The body parts Injuries are kept on (text ¶26). */
export const BODY_PARTS = ["Head", "Neck", "Body", "Back", "Arm", "Leg"] as const;

/** One body part. */
export type BodyPart = (typeof BODY_PARTS)[number];

/** The seven positions in three categories (text ¶59). */
export const POSITIONS = ["Facing", "Behind", "Sitting", "Kneeling", "Bent", "Prone", "Facedown"] as const;

/** A wrestler's position. */
export type Position = (typeof POSITIONS)[number];

/** The three position categories (text ¶59). */
export type PositionCategory = "standing" | "crouching" | "fallen";

/** The category of each position (text ¶59). */
export const POSITION_CATEGORY: Readonly<Record<Position, PositionCategory>> = {
  Facing: "standing",
  Behind: "standing",
  Sitting: "crouching",
  Kneeling: "crouching",
  Bent: "crouching",
  Prone: "fallen",
  Facedown: "fallen",
};

/** The wear-down Levels I–IV as numbers 1–4. */
export type WearDownLevel = 1 | 2 | 3 | 4;

/** The Levels' names: I and II from the text (¶37), III and IV Ringside's completion. */
export const WEAR_DOWN_NAMES: Readonly<Record<WearDownLevel, string>> = {
  1: "Fresh",
  2: "Winded",
  3: "Hurting",
  4: "Spent",
};

/** Roman numerals for the Levels, as the docs write them. */
export const ROMAN: Readonly<Record<WearDownLevel, string>> = { 1: "I", 2: "II", 3: "III", 4: "IV" };
