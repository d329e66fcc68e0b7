// The getting-started example, checked by the typecheck and run by docs/test/examples.test.ts.
// #region example
import { randomBot, runMatch, seedFromString } from "@ringside/core";
import { armWrestling as game, narrateArm as narrate } from "./armWrestling";

// 1. A seed: any integer, or any text turned into one.
const seed = seedFromString("Saturday night main event");

// 2. Two bots, one per player id. randomBot() picks any legal move with its own RNG.
const bots = { a: randomBot(), b: randomBot() };

// 3. Play to the end, printing the play-by-play as it happens.
const match = runMatch(game, {
  config: { limit: 20 },
  dice: seed,
  bots,
  onEvent: (event) => {
    const line = narrate(event);
    if (line !== null) console.log(line);
  },
});

// 4. The result, and the record that replays this exact match anywhere.
console.log(match.result.winner, match.result.method, `${match.steps} steps`);
console.log(JSON.stringify(match.record));
// #endregion example
