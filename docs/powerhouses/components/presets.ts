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

/** A whole number is used as it is; other text is hashed into a seed. */
export function seedOf(text: string): number {
  const t = text.trim();
  if (/^-?\d+$/.test(t) && Number.isSafeInteger(Number(t))) return Number(t);
  let hash = 0x811c9dc5;
  for (let i = 0; i < t.length; i++) hash = Math.imul(hash ^ t.charCodeAt(i), 0x01000193);
  return hash | 0;
}
