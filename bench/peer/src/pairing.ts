/** The peer pairing: Bruno (threshold 5) against Kid (threshold 4), as in Powerhouses' own bench. */
import type { PowerhousesConfig } from "@ringside/powerhouses";

/** The configuration both engines play. */
export const PEER_CONFIG: PowerhousesConfig = {
  red: {
    name: "Bruno",
    specialty: "Strength",
    weakness: "Agility",
    faces3to5: ["Brawling", "Martial Arts", "Technical Ability"],
  },
  blue: {
    name: "Kid",
    specialty: "Agility",
    weakness: "Strength",
    faces3to5: ["Brawling", "Martial Arts", "Technical Ability"],
  },
};
