import { runMatch, type Bot } from "@ringside/core";
import { it } from "vitest";
import {
  heuristicBot,
  rasslefest,
  rassleRandomBot,
  strongBot,
  type RassleMove,
  type RassleView,
} from "../src/index.js";

function duel(
  x: Bot<RassleView, RassleMove>,
  y: Bot<RassleView, RassleMove>,
  n: number,
): [number, number, number] {
  let wx = 0,
    wy = 0,
    dr = 0;
  for (let i = 0; i < n; i++) {
    const xa = i % 2 === 0;
    const m = runMatch(rasslefest, {
      config: {},
      dice: 1000 + i,
      bots: xa ? { a: x, b: y } : { a: y, b: x },
      botSeed: i,
    });
    const w = m.result.winner;
    if (w === null) dr++;
    else if ((w === "a") === xa) wx++;
    else wy++;
  }
  return [wx, wy, dr];
}
it("duels", () => {
  let t = Date.now();

  console.log(
    "strong vs heur",
    duel(
      strongBot({
        samples: Number(process.env.S ?? 4),
        depth: Number(process.env.D ?? 40),
        noise: Number(process.env.N ?? 0.15),
        prior: Number(process.env.P ?? 0.1),
      }),
      heuristicBot(),
      Number(process.env.M ?? 20),
    ),
    Date.now() - t,
  );
});
