/** Tests of `shuffling.ts`. */
import { describe, expect, it } from "vitest";
import { rasslefest } from "../index.js";
import { play } from "../../test/support/positions.js";

describe("Time Limit Draws", () => {
  it("a time limit of no reshuffle ends when the deck first runs out", () => {
    let s = rasslefest.setup({ timeLimit: 0 }, 5);
    s = { ...s, deck: { ...s.deck, drawPile: s.deck.drawPile.slice(0, 1) } };
    s = play(s, "a", { type: "discard", card: s.hands.a[0]! });
    s = play(s, "b", { type: "discard", card: s.hands.b[0]! });
    s = rasslefest.turn(s).kind === "over" ? s : play(s, "a", { type: "discard", card: s.hands.a[0]! });
    expect(s.result?.method).toBe("time-limit");
  });
});
