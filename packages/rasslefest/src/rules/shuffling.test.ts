/** Tests of `shuffling.ts`. */
import { describe, expect, it } from "vitest";
import { rasslefest } from "../index.js";
import { play } from "../../test/support/positions.js";

describe("Time Limit Draws", () => {
  it("a time limit of no reshuffle ends when the deck first runs out", () => {
    let s = rasslefest.setup({ timeLimit: 0 }, 5);
    // All but one card of the draw pile already went to the discard pile.
    const pile = s.deck.drawPile;
    s = rasslefest.loadState({
      ...s,
      deck: { ...s.deck, drawPile: pile.slice(0, 1), discardPile: pile.slice(1) },
    });
    s = play(s, "a", { type: "discard", card: s.hands.a[0]! });
    s = play(s, "b", { type: "discard", card: s.hands.b[0]! });
    s = rasslefest.turn(s).kind === "over" ? s : play(s, "a", { type: "discard", card: s.hands.a[0]! });
    expect(s.result?.method).toBe("time-limit");
  });
});
