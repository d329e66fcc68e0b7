import { createRng, runMatch } from "@ringside/core";
import { powerhouses, thresholdBot, type PowerhousesState } from "@ringside/powerhouses";
import { describe, expect, it } from "vitest";
import { auto, config } from "./helpers.js";

/** The first state where red may roll on. */
function firstRollDecision(seed: number): PowerhousesState {
  let s = auto(powerhouses.setup(config, seed));
  while (powerhouses.moves(s, s.roll!.player).every((m) => m.type !== "roll")) {
    const player = s.roll!.player;
    s = auto(powerhouses.play(s, player, powerhouses.moves(s, player)[0]!).state);
  }
  return s;
}

describe("same seed, same match", () => {
  it("playing the same move twice from one state gives the same step (no hidden dice carry over)", () => {
    const s = firstRollDecision(99);
    const player = s.roll!.player;
    const roll = powerhouses.moves(s, player).find((m) => m.type === "roll")!;
    const a = powerhouses.play(s, player, roll);
    const b = powerhouses.play(s, player, roll);
    expect(b).toEqual(a);
    // and the step after each branch agrees too
    const nextA = auto(a.state);
    const nextB = auto(b.state);
    expect(nextB).toEqual(nextA);
  });

  it("two matches played step by step in alternation equal the same matches played alone", () => {
    const bots = { red: thresholdBot(5), blue: thresholdBot(3) };
    const botRng = createRng(0);
    const alone = [11, 12].map((seed) => runMatch(powerhouses, { config, dice: seed, bots }));
    let x = powerhouses.setup(config, 11);
    let y = powerhouses.setup(config, 12);
    const step = (s: PowerhousesState): PowerhousesState => {
      const turn = powerhouses.turn(s);
      if (turn.kind === "over") return s;
      if (turn.kind === "advance") return powerhouses.advance(s).state;
      const p = turn.players[0]!;
      const move = bots[p]({
        view: powerhouses.view(s, p),
        moves: powerhouses.moves(s, p),
        rng: botRng,
      });
      return powerhouses.play(s, p, move).state;
    };
    while (powerhouses.turn(x).kind !== "over" || powerhouses.turn(y).kind !== "over") {
      x = step(x);
      y = step(y);
    }
    expect(x).toEqual(alone[0]!.state);
    expect(y).toEqual(alone[1]!.state);
  });
});
