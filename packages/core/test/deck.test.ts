import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  createDeck,
  deckSize,
  discardCards,
  drawCards,
  drawUpTo,
  isRingsideError,
  removeCards,
  scriptedDice,
  seededDice,
  shuffle,
  stackedDeck,
  takeCard,
  type DeckState,
} from "@ringside/core";

const CARDS = Array.from({ length: 20 }, (_, i) => i + 1);

describe("shuffle", () => {
  it("is a permutation and leaves its input alone", () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer(), { maxLength: 40 }), (seed, cards) => {
        const copy = [...cards];
        const out = shuffle(cards, seededDice(seed));
        expect(cards).toEqual(copy);
        expect([...out].sort((a, b) => a - b)).toEqual([...cards].sort((a, b) => a - b));
      }),
    );
  });

  it("is Fisher–Yates: a scripted source of all-top picks reverses nothing it should not", () => {
    // j = i for every step keeps the order: the scripted faces 3, 2, 1 are the identity swaps.
    expect(shuffle([1, 2, 3, 4], scriptedDice([3, 2, 1]))).toEqual([1, 2, 3, 4]);
    // j = 0 each time rotates the first card to the end.
    expect(shuffle([1, 2, 3, 4], scriptedDice([0, 0, 0]))).toEqual([2, 3, 4, 1]);
  });

  it("is unbiased: every position of a 4-card deck is equally likely for each card", () => {
    const dice = seededDice(5);
    const counts = Array.from({ length: 4 }, () => [0, 0, 0, 0]);
    const n = 40_000;
    for (let i = 0; i < n; i++) {
      shuffle([0, 1, 2, 3], dice).forEach((card, pos) => {
        const row = counts[card]!;
        row[pos] = row[pos]! + 1;
      });
    }
    for (const row of counts) for (const c of row) expect(Math.abs(c - n / 4)).toBeLessThan(n * 0.02);
  });
});

describe("deck", () => {
  it("stackedDeck keeps the order, top first", () => {
    const result = drawCards(stackedDeck(["a", "b", "c"]), 2, scriptedDice([]));
    expect(result.cards).toEqual(["a", "b"]);
    expect(result.deck.drawPile).toEqual(["c"]);
  });

  it("reshuffles the discards when the draw pile runs out, counting it", () => {
    const dice = seededDice(1);
    let deck = stackedDeck([1, 2, 3]);
    const first = drawCards(deck, 3, dice);
    deck = discardCards(first.deck, first.cards);
    const second = drawCards(deck, 2, dice);
    expect(second.reshuffled).toBe(1);
    expect(second.deck.reshuffles).toBe(1);
    expect(second.cards).toHaveLength(2);
    expect(second.deck.discardPile).toEqual([]);
  });

  it("keepOut cards leave the game at the reshuffle", () => {
    const dice = seededDice(2);
    const deck: DeckState<string> = {
      drawPile: [],
      discardPile: ["rally", "slam", "kick"],
      removed: [],
      reshuffles: 0,
    };
    const result = drawCards(deck, 3, dice, { keepOut: (c) => c === "rally" });
    expect([...result.cards].sort()).toEqual(["kick", "slam"]);
    expect(result.deck.removed).toEqual(["rally"]);
  });

  it("draws fewer when every card is out or in hand", () => {
    const result = drawCards(stackedDeck([1]), 3, seededDice(1));
    expect(result.cards).toEqual([1]);
    expect(drawCards(stackedDeck([1]), 3, seededDice(1), { reshuffle: false }).cards).toEqual([1]);
  });

  it("drawUpTo fills a hand to its limit and leaves a full hand alone", () => {
    const r = drawUpTo(stackedDeck([5, 6, 7]), [1], 3, seededDice(1));
    expect(r.hand).toEqual([1, 5, 6]);
    expect(r.drawn).toEqual([5, 6]);
    expect(drawUpTo(stackedDeck([5]), [1, 2, 3, 4], 3, seededDice(1)).drawn).toEqual([]);
  });

  it("discards go on top, most recent first", () => {
    expect(discardCards(stackedDeck<number>([]), [1, 2]).discardPile).toEqual([2, 1]);
  });

  it("takeCard removes one copy or throws CARD_NOT_FOUND", () => {
    expect(takeCard([1, 2, 2, 3], 2)).toEqual([1, 2, 3]);
    let error: unknown;
    try {
      takeCard([1], 9, "hand of Abe");
    } catch (e) {
      error = e;
    }
    expect(isRingsideError(error, "CARD_NOT_FOUND")).toBe(true);
    expect((error as Error).message).toContain("9 is not in the hand of Abe");
  });

  type Op = { kind: "draw"; n: number } | { kind: "discard"; n: number } | { kind: "remove"; n: number };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant("draw" as const), n: fc.nat(8) }),
    fc.record({ kind: fc.constant("discard" as const), n: fc.nat(8) }),
    fc.record({ kind: fc.constant("remove" as const), n: fc.nat(2) }),
  );

  it("conserves every card through any sequence of draws, discards, reshuffles and removals", () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(op, { maxLength: 60 }), (seed, ops) => {
        const dice = seededDice(seed);
        let deck = createDeck(CARDS, dice);
        let hand: number[] = [];
        for (const o of ops) {
          if (o.kind === "draw") {
            const r = drawCards(deck, o.n, dice, { keepOut: (c) => c === 20 });
            deck = r.deck;
            hand = [...hand, ...r.cards];
          } else {
            const cards = hand.slice(0, o.n);
            hand = hand.slice(cards.length);
            deck = o.kind === "discard" ? discardCards(deck, cards) : removeCards(deck, cards);
          }
          expect(deckSize(deck) + hand.length).toBe(CARDS.length);
          const all = [...deck.drawPile, ...deck.discardPile, ...deck.removed, ...hand].sort((a, b) => a - b);
          expect(all).toEqual(CARDS);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("is plain JSON and continues identically after a round trip", () => {
    const dice = seededDice(8);
    const deck = discardCards(createDeck(CARDS, dice), []);
    const restored = JSON.parse(JSON.stringify(deck)) as DeckState<number>;
    const saved = dice.save();
    const a = drawCards(deck, 25, seededDice(1)).cards;
    const b = drawCards(restored, 25, seededDice(1)).cards;
    expect(a).toEqual(b);
    expect(saved.kind).toBe("seeded");
  });
});
