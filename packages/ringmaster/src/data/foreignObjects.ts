/**
 * The foreign-object table (the chapter's table is lost, ¶40–¶42; its rules ¶39, ¶43–¶47 are from the
 * text; the rows are Ringside's completion, `completion.md` › 9. Foreign objects).
 */

/** How an object is used: with Foreign Object Smash at a modifier, added to Punches, only as a target, or its own maneuver. */
export type ObjectUse =
  | { readonly kind: "smash"; readonly mod: number }
  | { readonly kind: "punches" }
  | { readonly kind: "target"; readonly stunCodeDice: number }
  | { readonly kind: "special"; readonly maneuver: string };

/** One row of the table. */
export interface ForeignObject {
  /** Its name. */
  readonly name: string;
  /** How it is used (the table's Mod column: a number, "punches", "X" or "special"). */
  readonly use: ObjectUse;
  /** Basic Dice it adds (0 for targets and special objects). */
  readonly dice: number;
  /** Starred: can be hidden in tights or boots as a Trick (2 AP to draw, ¶43). */
  readonly concealable: boolean;
  /** A note, in the docs' words. */
  readonly note?: string;
}

const smash = (mod: number): ObjectUse => ({ kind: "smash", mod });

/** The foreign objects (completion §9). */
export const FOREIGN_OBJECTS: readonly ForeignObject[] = [
  { name: "Boot", use: smash(0), dice: 1, concealable: false, note: "3 AP to take off" },
  {
    name: "Cloth",
    use: smash(0),
    dice: 1,
    concealable: true,
    note: "whips for 1d6 only; as a garrote: Chokehold + 1 Basic Die",
  },
  { name: "Fist Load", use: { kind: "punches" }, dice: 1, concealable: true },
  { name: "Taped Fist", use: { kind: "punches" }, dice: 1, concealable: true },
  { name: "Sap Glove", use: { kind: "punches" }, dice: 2, concealable: true },
  { name: "Brass Knuckles", use: { kind: "punches" }, dice: 2, concealable: true },
  { name: "Spike", use: smash(0), dice: 1, concealable: true },
  { name: "Chain", use: smash(5), dice: 2, concealable: true },
  { name: "Microphone", use: smash(5), dice: 1, concealable: false },
  { name: "Cane", use: smash(5), dice: 2, concealable: false },
  { name: "Kendo Stick", use: smash(5), dice: 2, concealable: false },
  { name: "Title Belt", use: smash(5), dice: 2, concealable: false },
  { name: "Ring Bell", use: smash(5), dice: 3, concealable: false },
  { name: "Steel Chair", use: smash(10), dice: 3, concealable: false },
  { name: "Timekeeper's Chair", use: smash(10), dice: 3, concealable: false },
  { name: "Baseball Bat", use: smash(10), dice: 3, concealable: false },
  { name: "Two-by-Four", use: smash(10), dice: 3, concealable: false },
  { name: "Trash Can", use: smash(10), dice: 3, concealable: false },
  { name: "Ladder", use: smash(15), dice: 4, concealable: false },
  { name: "Table", use: { kind: "target", stunCodeDice: 2 }, dice: 0, concealable: false },
  { name: "Ringside Steps", use: { kind: "target", stunCodeDice: 4 }, dice: 0, concealable: false },
  { name: "Ringside Railing", use: { kind: "target", stunCodeDice: 3 }, dice: 0, concealable: false },
  { name: "Ring Post", use: { kind: "target", stunCodeDice: 4 }, dice: 0, concealable: false },
  {
    name: "Fire Tab",
    use: { kind: "special", maneuver: "Fire Tab" },
    dice: 0,
    concealable: true,
    note: "Stun Code 3d6; dazes; single use; +10% to the referee's SAV to see it",
  },
  {
    name: "Powder",
    use: { kind: "special", maneuver: "Powder" },
    dice: 0,
    concealable: true,
    note: "1 Basic Die; blinds for as many rounds as its damage",
  },
];

/** The object of that name, or `undefined`. Ringside's completion (`completion.md` › 9). */
export function foreignObjectByName(name: string): ForeignObject | undefined {
  return FOREIGN_OBJECTS.find((o) => o.name === name);
}

/** The Fire Tab's Stun Code in dice (completion §9). */
export const FIRE_TAB_STUN_DICE = 3;
