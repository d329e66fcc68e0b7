// The save-and-resume example, checked by the typecheck and run by docs/test/examples.test.ts.
// #region example
import { createRng, defined, randomBot, replayMatch, runMatch, type MatchRecord } from "@ringside/core";
import {
  armWrestling as game,
  type ArmConfig,
  type ArmMove,
  type ArmPlayer,
  type ArmState,
  type ArmView,
} from "./armWrestling";

// Play three moves, then save: the state is plain JSON and carries its dice.
let state = game.setup({ limit: 20 }, 12345);
state = game.play(state, "a", { type: "push" }).state;
state = game.play(state, "b", { type: "rest" }).state;
state = game.play(state, "a", { type: "push" }).state;
const saved = JSON.stringify(state);

// Later, maybe on another machine: load and go on. The dice continue where they stopped.
const loaded = JSON.parse(saved) as ArmState;
const bot = randomBot<ArmView, ArmMove>();
const botRng = createRng(1); // the bot's own stream, never the match dice
let resumed = loaded;
for (let turn = game.turn(resumed); turn.kind !== "over"; turn = game.turn(resumed)) {
  if (turn.kind === "advance") {
    resumed = game.advance(resumed).state;
    continue;
  }
  const player = defined(turn.players[0], "the player to move");
  const moves = game.moves(resumed, player);
  const move = bot({ view: game.view(resumed, player), moves, rng: botRng });
  resumed = game.play(resumed, player, move).state;
}
console.log(game.turn(resumed));

// A finished match keeps a record instead: configuration, starting dice and moves.
const match = runMatch(game, { config: { limit: 20 }, dice: 5, bots: { a: bot, b: bot } });
const record = JSON.parse(JSON.stringify(match.record)) as MatchRecord<ArmConfig, ArmMove, ArmPlayer>;
const again = replayMatch(game, record);
console.log(JSON.stringify(again.state) === JSON.stringify(match.state)); // true
// #endregion example
