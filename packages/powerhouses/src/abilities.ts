/** The five abilities a wrestler's dice can show, in the order the rules list them. */
export const ABILITIES = ["Agility", "Brawling", "Martial Arts", "Strength", "Technical Ability"] as const;

/** One of the five wrestling abilities. */
export type Ability = (typeof ABILITIES)[number];

/** The crowd's face: it counts as whichever ability the roller needs. */
export const FAN_SUPPORT = "Fan Support";

/** What one face of a wrestler's die reads: an ability, or Fan Support. */
export type Face = Ability | typeof FAN_SUPPORT;

/** True when `value` names one of the five abilities. */
export function isAbility(value: unknown): value is Ability {
  return typeof value === "string" && (ABILITIES as readonly string[]).includes(value);
}

/** The place of each ability in {@link ABILITIES} (bit i of an ability mask is ABILITIES[i]). */
export const ABILITY_INDEX: Readonly<Record<Ability, number>> = {
  Agility: 0,
  Brawling: 1,
  "Martial Arts": 2,
  Strength: 3,
  "Technical Ability": 4,
};
