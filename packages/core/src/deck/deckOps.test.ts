import { describe, expect, it } from "vitest";
import {
  deckSize,
  discardCards,
  drawCards,
  drawUpTo,
  isRingsideError,
  recordingDice,
  removeCards,
  scriptedDice,
  shuffle,
  stackedDeck,
  takeCard,
} from "@ringside/core";
import { thrown } from "../../test/thrown.js";

describe("the deck helpers, exactly", () => {
  it("shuffle: Fisher–Yates from the top, one labelled die from 0 to i for each place", () => {
    const dice = recordingDice(scriptedDice([0, 1, 0]));
    expect(shuffle(["a", "b", "c", "d"], dice)).toEqual(["c", "d", "b", "a"]);
    expect(dice.rolls).toEqual([
      { min: 0, max: 3, value: 0, label: "shuffle" },
      { min: 0, max: 2, value: 1, label: "shuffle" },
      { min: 0, max: 1, value: 0, label: "shuffle" },
    ]);
    expect(shuffle([], scriptedDice([]))).toEqual([]);
    expect(shuffle(["x"], scriptedDice([]))).toEqual(["x"]);
  });

  it("discarding puts the cards on top of the discard pile, the last discarded on top; removing keeps order", () => {
    const deck = { ...stackedDeck([1]), discardPile: [9], removed: [7] };
    expect(discardCards(deck, [2, 3]).discardPile).toEqual([3, 2, 9]);
    expect(removeCards(deck, [4, 5]).removed).toEqual([7, 4, 5]);
    expect(deckSize(discardCards(removeCards(deck, [4]), [2]))).toBe(5);
  });

  it("takeCard takes the first copy only, and names the place it looked in", () => {
    expect(takeCard([1, 2, 1], 1)).toEqual([2, 1]);
    expect(takeCard([1, 2, 3], 3)).toEqual([1, 2]);
    const error = thrown(() => takeCard([1], 2, "deck"));
    expect(isRingsideError(error, "CARD_NOT_FOUND") && error.problems).toEqual([
      { path: "deck", message: "2 is not in the deck" },
    ]);
    expect(
      isRingsideError(
        thrown(() => takeCard([1], 1, 3 as never)),
        "INVALID_ARGUMENT",
      ),
    ).toBe(true);
  });

  it("a deck needs every pile as an array and a whole, non-negative reshuffle count", () => {
    for (const bad of [
      { drawPile: [], discardPile: [], removed: [], reshuffles: -1 },
      { drawPile: [], discardPile: [], removed: [], reshuffles: 0.5 },
      { drawPile: [], discardPile: [], removed: "x", reshuffles: 0 },
      { drawPile: [], discardPile: "x", removed: [], reshuffles: 0 },
      { drawPile: "x", discardPile: [], removed: [], reshuffles: 0 },
      [],
    ])
      expect(
        isRingsideError(
          thrown(() => deckSize(bad as never)),
          "INVALID_ARGUMENT",
        ),
      ).toBe(true);
    expect(deckSize({ drawPile: [1], discardPile: [], removed: [], reshuffles: 0 })).toBe(1);
  });

  it("drawing through a reshuffle: what is kept out goes to removed, the rest back in, and the count of reshuffles", () => {
    const deck = { drawPile: [1], discardPile: [2, 3, 4], removed: [0], reshuffles: 2 };
    const r = drawCards(deck, 3, scriptedDice([0, 0]), { keepOut: (c) => c === 3 });
    expect(r.cards).toEqual([1, 4, 2]);
    expect(r.deck).toEqual({ drawPile: [], discardPile: [], removed: [0, 3], reshuffles: 3 });
    expect(r.reshuffled).toBe(1);
    const stop = drawCards(deck, 3, scriptedDice([]), { reshuffle: false });
    expect(stop.cards).toEqual([1]);
    expect(stop.reshuffled).toBe(0);
    const allKept = drawCards({ ...deck, drawPile: [] }, 2, scriptedDice([]), { keepOut: () => true });
    expect(allKept.cards).toEqual([]);
    expect(allKept.deck.removed).toEqual([0, 2, 3, 4]);
  });

  it("drawUpTo draws only what the hand lacks, nothing for a full hand", () => {
    const deck = stackedDeck([1, 2, 3]);
    expect(drawUpTo(deck, [9], 3, scriptedDice([]))).toMatchObject({
      hand: [9, 1, 2],
      drawn: [1, 2],
      reshuffled: 0,
    });
    expect(drawUpTo(deck, [9, 8, 7, 6], 3, scriptedDice([])).drawn).toEqual([]);
  });

  it("a stacked deck starts with the cards in order and nothing else", () => {
    expect(stackedDeck(["a", "b"])).toEqual({
      drawPile: ["a", "b"],
      discardPile: [],
      removed: [],
      reshuffles: 0,
    });
  });

  it("an empty draw pile with no discards ends the draw without counting a reshuffle", () => {
    const r = drawCards(stackedDeck([1]), 3, scriptedDice([]));
    expect(r).toEqual({
      deck: { drawPile: [], discardPile: [], removed: [], reshuffles: 0 },
      cards: [1],
      reshuffled: 0,
    });
  });

  it("each deck helper's argument error names the helper and the argument at fault", () => {
    const deck = stackedDeck([1]);
    const refusal = (f: () => unknown): unknown => {
      const error = thrown(f);
      return isRingsideError(error, "INVALID_ARGUMENT")
        ? [error.message.split(":")[0], error.problems.map((p) => p.path)]
        : error;
    };
    expect(refusal(() => discardCards(null as never, [1]))).toEqual(["discardCards", ["deck"]]);
    expect(refusal(() => removeCards(null as never, [1]))).toEqual(["removeCards", ["deck"]]);
    expect(refusal(() => drawCards(deck, 1, null as never))).toEqual(["drawCards", ["dice"]]);
    expect(refusal(() => shuffle([1], null as never))).toEqual(["shuffle", ["dice"]]);
    expect(refusal(() => takeCard([1], 1, 3 as never))).toEqual(["takeCard", ["where"]]);
  });
});
