import type { Ability } from "./abilities.js";

/**
 * Our own attack names for each ability, by number of matches: entry `i` is the maneuver for
 * `i + 1` matches; totals past the end use the last entry. (The rules leave this table blank and
 * invite players to invent their own.)
 */
export const ATTACK_MANEUVERS: Readonly<Record<Ability, readonly string[]>> = {
  Agility: [
    "Shoulder Tackle on the Run",
    "Running Crossbody",
    "Springboard Armdrag",
    "Hurricanrana",
    "Rope-Walk Dropkick",
    "Tope Suicida",
    "Corkscrew Plancha",
    "Shooting Star Press",
    "Phoenix Splash",
    "Corkscrew 450 off the Top Rope",
  ],
  Brawling: [
    "Forearm Smash",
    "Clubbing Blows",
    "Headbutt",
    "Ten Punches in the Corner",
    "Discus Lariat",
    "Brawl Through the Crowd",
    "Steel-Steps Slam",
    "Running Knee in the Corner",
    "Piledriver on the Floor",
    "Barroom Brawl Finisher",
  ],
  "Martial Arts": [
    "Chop to the Chest",
    "Spinning Back Fist",
    "Leg-Sweep Takedown",
    "Roundhouse Kick",
    "Flying Knee",
    "Spinning Heel Kick",
    "Triangle Choke",
    "Buzzsaw Kick Combination",
    "Tornado DDT into a Cross-Arm Breaker",
    "Dragon Whirlwind Kick",
  ],
  Strength: [
    "Bear Hug",
    "Body Slam",
    "Gorilla Press",
    "Delayed Vertical Suplex",
    "Powerbomb",
    "Military Press Drop",
    "Double-Underhook Powerbomb",
    "Torture Rack",
    "Superplex from the Top Rope",
    "Stalling Suplex through the Announce Table",
  ],
  "Technical Ability": [
    "Wristlock",
    "Hammerlock Takedown",
    "Snap Suplex",
    "Figure-Four Leglock",
    "German Suplex with a Bridge",
    "Sharpshooter",
    "Crossface",
    "Octopus Stretch",
    "Chain of Rolling Suplexes",
    "Deathlock into a Bridging Pin",
  ],
};

/**
 * Our own defensive answers for each ability, by tier: 1–2 matches, 3–4, 5–6, 7–8, and 9 or more.
 */
export const DEFENCE_MANEUVERS: Readonly<Record<Ability, readonly string[]>> = {
  Agility: ["Duck Under", "Roll-Through", "Cartwheel Escape", "Landing on the Feet", "Moonsault Counter"],
  Brawling: ["Shrug-Off", "Eye Rake", "Back Elbow", "Counter Headbutt", "Toe-to-Toe Slugfest"],
  "Martial Arts": [
    "Strike Block",
    "Parry and Jab",
    "Kick Catch",
    "Jujitsu Throw",
    "Counter-Kick to the Head",
  ],
  Strength: ["Power-Out", "Suplex Block", "Catch-and-Slam", "Reverse Bear Hug", "Press Slam Counter"],
  "Technical Ability": [
    "Rope Break",
    "Hold Reversal",
    "Small-Package Counter",
    "Grapevine Escape",
    "Counter-Hold Clinic",
  ],
};

/** The attack a total stands for; `null` for zero matches (nothing lands). */
export function attackManeuver(ability: Ability | null, count: number): string | null {
  if (ability === null || count < 1) return null;
  const names = ATTACK_MANEUVERS[ability];
  return names[Math.min(count, names.length) - 1] ?? null;
}

/** The defensive answer a total stands for; `null` for zero matches. */
export function defenceManeuver(ability: Ability | null, count: number): string | null {
  if (ability === null || count < 1) return null;
  const names = DEFENCE_MANEUVERS[ability];
  return names[Math.min(Math.ceil(count / 2), names.length) - 1] ?? null;
}
