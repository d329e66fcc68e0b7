/** Tests of `hands.ts`. */
import { describe, expect, it } from "vitest";
import { kindOf, type CardId } from "../cards.js";
import { setupOn } from "../game.js";
import { addToHand, oneOfEachKind, take } from "./hands.js";

describe("Setup: hands", () => {
  it("deals five cards each; a card leaves its hand and enters at its end", () => {
    const d = setupOn({}, 3);
    expect([d.hands.a.length, d.hands.b.length]).toEqual([5, 5]);
    const [first, ...rest] = d.hands.a;
    take(d, "a", first!);
    expect(d.hands.a).toEqual(rest);
    addToHand(d, "a", first!);
    expect(d.hands.a).toEqual([...rest, first]);
  });
  it("refuses to take a card the hand does not hold", () => {
    const d = setupOn({}, 3);
    const elsewhere = d.hands.b[0]!;
    expect(() => take(d, "a", elsewhere)).toThrow(expect.objectContaining({ code: "CARD_NOT_FOUND" }));
  });
  it("offers each kind once: its first copy, in hand order", () => {
    const hand: CardId[] = ["punch#2", "kick#1", "punch#1", "dodge#3", "kick#4"];
    const held = oneOfEachKind(hand);
    expect(held.map((h) => h.card)).toEqual(["punch#2", "kick#1", "dodge#3"]);
    expect(held.map((h) => h.kind.id)).toEqual(["punch", "kick", "dodge"]);
    expect(held.every((h) => h.kind.id === kindOf(h.card))).toBe(true);
    expect(oneOfEachKind([])).toEqual([]);
  });
});
