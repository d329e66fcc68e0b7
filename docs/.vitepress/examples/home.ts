// The home page's ten-line example, checked by the typecheck and run by docs/test/examples.test.ts.
// #region example
import { randomBot, runMatch } from "@ringside/core";
import { armWrestling as game, narrateArm as narrate } from "./armWrestling"; // or any Ringside game

const match = runMatch(game, {
  config: { limit: 20 }, // the game's own configuration: wrestlers, options
  dice: 2026, // the seed: the same seed always plays the same match
  bots: { a: randomBot(), b: randomBot() },
  onEvent: (event) => console.log(narrate(event) ?? ""),
});
console.log(match.result); // e.g. { winner: "a", method: "submission" }
// #endregion example
