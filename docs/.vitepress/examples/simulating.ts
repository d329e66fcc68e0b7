// The simulation example, checked by the typecheck and run by docs/test/examples.test.ts.
// #region example
import { randomBot, simulate } from "@ringside/core";
import { armWrestling as game } from "./armWrestling";

const stats = simulate(game, {
  count: 10_000,
  seed: 42, // each match gets its own stream split from this master seed
  config: { limit: 20 },
  bots: { a: randomBot(), b: randomBot() },
  onMatch: (_result, index, snapshot) => {
    if ((index + 1) % 5_000 === 0) console.log(`${index + 1} matches`, snapshot().wins);
  },
});
console.log(stats.wins, stats.draws, stats.methods);
console.log(
  `mean length ${stats.length.mean.toFixed(1)} steps, from ${stats.length.min} to ${stats.length.max}`,
);
// #endregion example
