// The home page's ten-line example, checked by the typecheck and run by docs/test/examples.test.ts.
// #region example
import { runMatch } from "@ringside/core";
import { createNarrator, optimalBot, powerhouses } from "@ringside/powerhouses";

const bruno = {
  name: "Bruno",
  specialty: "Strength",
  weakness: "Agility",
  faces3to5: ["Brawling", "Martial Arts", "Technical Ability"],
} as const;
const kid = { ...bruno, name: "The Kid", specialty: "Agility", weakness: "Strength" } as const;

const narrate = createNarrator({ names: { red: "Bruno", blue: "The Kid" } });
const match = runMatch(powerhouses, {
  config: { red: bruno, blue: kid }, // the game's own configuration: the two wrestlers
  dice: 2026, // the seed: the same seed always plays the same match
  bots: { red: optimalBot(), blue: optimalBot() },
  onEvent: (event) => console.log(narrate(event) ?? ""),
});
console.log(match.result); // e.g. { winner: "red", method: "pinfall", detail: "worn down to one die" }
// #endregion example
