// The bot-writing example, checked by the typecheck and run by docs/test/examples.test.ts.
// #region example
import { defined, runMatch, type Bot } from "@ringside/core";
import { armWrestling, type ArmMove, type ArmView } from "./armWrestling";

/** Pushes while ahead or level; when behind, rests half the time to get a grip (its own coin). */
const steady: Bot<ArmView, ArmMove> = ({ view, moves, rng }) => {
  const ahead = view.me === "a" ? view.marker >= 0 : view.marker <= 0;
  const wanted = ahead || rng.int(0, 1) === 0 ? "push" : "rest";
  return moves.find((m) => m.type === wanted) ?? defined(moves[0], "a legal move");
};

/** Always pushes, but only with a strong grip; otherwise waits. */
const gripper: Bot<ArmView, ArmMove> = ({ view, moves }) =>
  moves.find((m) => m.type === ((view.grip ?? 0) >= 4 ? "push" : "rest")) ??
  defined(moves[0], "a legal move");

const match = runMatch(armWrestling, {
  config: { limit: 30 },
  dice: 7,
  botSeed: 99, // the bots' own random stream, apart from the match dice
  bots: { a: steady, b: gripper },
});
console.log(match.result);
// #endregion example
