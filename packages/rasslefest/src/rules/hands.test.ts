/** Tests of `hands.ts`. */
import { describe, expect, it } from "vitest";
import { cardAt, cardIndex } from "../codes.js";
import { setupOn } from "../game.js";
import { addToHand, handOf, handSize, take } from "./hands.js";
import { handKinds } from "./masks.js";
import { kindOfCard } from "./facts.js";

describe("Setup: hands", () => {
  it("deals five cards each and keeps the kind masks in step as cards leave and enter", () => {
    const d = setupOn({}, 3);
    expect([handSize(d, 0), handSize(d, 1)]).toEqual([5, 5]);
    const first = cardIndex(handOf(d, 0)[0]!);
    take(d, 0, first);
    expect(handSize(d, 0)).toBe(4);
    const stillHeld = handOf(d, 0).some((c) => kindOfCard(cardIndex(c)) === kindOfCard(first));
    expect((handKinds(d, 0) & (1 << kindOfCard(first))) !== 0).toBe(stillHeld);
    addToHand(d, 0, first);
    expect(handOf(d, 0).at(-1)).toBe(cardAt(first));
    expect(handKinds(d, 0) & (1 << kindOfCard(first))).not.toBe(0);
  });
  it("refuses to take a card the hand does not hold", () => {
    const d = setupOn({}, 3);
    const elsewhere = cardIndex(handOf(d, 1)[0]!);
    expect(() => take(d, 0, elsewhere)).toThrow(expect.objectContaining({ code: "CARD_NOT_FOUND" }));
  });
});
