// The getting-started example, checked by the typecheck and run by docs/test/examples.test.ts.
// #region example
import { runMatch, seedFromString } from "@ringside/core";
import { createNarrator, optimalBot, powerhouses, thresholdBot } from "@ringside/powerhouses";

// 1. Two wrestlers: a specialty, a weakness and the abilities on faces 3 to 5 of the dice.
const bruno = {
  name: "Bruno",
  specialty: "Strength",
  weakness: "Agility",
  faces3to5: ["Brawling", "Martial Arts", "Technical Ability"],
} as const;
const kid = { ...bruno, name: "The Kid", specialty: "Agility", weakness: "Strength" } as const;

// 2. A seed: any integer, or any text turned into one.
const seed = seedFromString("Saturday night main event");

// 3. One bot per corner: the optimal bot, and one that always stops at a count of 5.
const bots = { red: optimalBot(), blue: thresholdBot(5) };

// 4. Play to the end, printing the play-by-play as it happens.
const narrate = createNarrator({ names: { red: "Bruno", blue: "The Kid" } });
const match = runMatch(powerhouses, {
  config: { red: bruno, blue: kid },
  dice: seed,
  bots,
  onEvent: (event) => {
    const line = narrate(event);
    if (line !== null) console.log(line);
  },
});

// 5. The result, and the record that replays this exact match anywhere.
console.log(match.result.winner, match.result.method, `${match.steps} steps`);
console.log(JSON.stringify(match.record));
// #endregion example
