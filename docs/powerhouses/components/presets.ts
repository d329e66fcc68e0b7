import { seedFromString } from "@ringside/core";
import type { StandardSheet } from "@ringside/powerhouses";

/** Wrestlers the demos offer. */
export const PRESETS: readonly StandardSheet[] = [
  {
    name: "Bruno “the Bear” Marconi",
    specialty: "Strength",
    weakness: "Agility",
    faces3to5: ["Brawling", "Martial Arts", "Technical Ability"],
  },
  {
    name: "The Kid",
    specialty: "Agility",
    weakness: "Strength",
    faces3to5: ["Brawling", "Martial Arts", "Technical Ability"],
  },
  {
    name: "Iron Mike Kowalski",
    specialty: "Technical Ability",
    weakness: "Martial Arts",
    faces3to5: ["Strength", "Brawling", "Technical Ability"],
  },
];

/** A whole number is used as it is; other text goes through core's `seedFromString`. */
export function seedOf(text: string): number {
  const t = text.trim();
  return /^-?\d+$/.test(t) && Number.isSafeInteger(Number(t)) ? Number(t) : seedFromString(t);
}
