/**
 * Regression tests for core helpers given bad arguments: each case used to hang, return garbage or
 * throw a TypeError; now each is a RingsideError INVALID_ARGUMENT (or INVALID_STATE for states).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  createDeck,
  createRng,
  d10,
  d20,
  d4,
  d6,
  deckSize,
  diceState,
  discardCards,
  drawCards,
  drawUpTo,
  isRingsideError,
  nextInt,
  openDice,
  parseDice,
  readPercentile,
  recordingDice,
  removeCards,
  rollDice,
  rollDie,
  rollPercentile,
  rollPool,
  rollSum,
  scriptedDice,
  seededDice,
  seededDiceFromState,
  seedFromString,
  shuffle,
  stackedDeck,
  sumD6,
  sumD6Table,
  takeCard,
  withDice,
  type DeckState,
  type DiceSource,
  type RingsideErrorCode,
  type RngState,
} from "@ringside/core";
import { thrown } from "./thrown.js";

/** Calls `f` through an untyped door, as JavaScript callers and untrusted data do. */
const loose = <F>(f: F) => f as unknown as (...args: unknown[]) => unknown;

function refuses(f: () => unknown, code: RingsideErrorCode = "INVALID_ARGUMENT"): void {
  const error = thrown(f);
  expect(error, "expected a RingsideError").toBeInstanceOf(Error);
  expect(isRingsideError(error, code), String(error)).toBe(true);
}

/** Spans no generator can draw from: NaN, infinite, 2^53 and beyond, 2^64 and beyond. */
const BAD_SPANS: readonly (readonly [number, number])[] = [
  [0, Number.NaN],
  [Number.NaN, 5],
  [0, Infinity],
  [-Infinity, 0],
  [0, 2 ** 53],
  [-(2 ** 53), 0],
  [-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  [0, 2 ** 64],
  [0, 1e300],
  [5, 1],
  [0.5, 6.5],
];

describe("integer draws over bad spans are refused, never hang", () => {
  const state: RngState = createRng(1).state();
  for (const [min, max] of BAD_SPANS) {
    it(`int(${min}, ${max})`, () => {
      refuses(() => createRng(1).int(min, max));
      refuses(() => nextInt(state, min, max));
      refuses(() => seededDice(1).int(min, max));
      refuses(() => seededDice(createRng(1)).int(min, max));
      refuses(() => openDice({ kind: "seeded", rng: state }).int(min, max));
      refuses(() => scriptedDice([1]).int(min, max));
    });
  }

  it("rollDice, rollSum, rollPool and rollDie refuse sides no die has", () => {
    const dice = seededDice(1);
    for (const sides of [Number.NaN, Infinity, 2 ** 53, 2 ** 64, 0, -3, 2.5]) {
      refuses(() => rollSum(dice, 2, sides));
      refuses(() => rollPool(dice, 2, sides));
      refuses(() => rollDie(dice, sides));
      refuses(() => rollDice(dice, { count: 1, sides, modifier: 0 }));
    }
  });

  it("counts that are not whole numbers in 0..1 000 000 are refused", () => {
    const dice = seededDice(1);
    for (const count of [Number.NaN, Infinity, -1, 1.5, 2 ** 32, "3"]) {
      refuses(() => loose(rollSum)(dice, count, 6));
      refuses(() => loose(rollPool)(dice, count, 6));
      refuses(() => loose(sumD6)(dice, count));
    }
  });

  it("a good draw after a refused one is unchanged (the check does not advance the dice)", () => {
    const a = seededDice(9);
    const b = seededDice(9);
    refuses(() => a.int(5, 1));
    expect(d6(a)).toBe(d6(b));
  });
});

describe("seeds and sources", () => {
  it("seededDice refuses a non-number that is not an Rng", () => {
    for (const bad of ["3", null, undefined, {}, { int: 1 }, [1, 2], 3n])
      refuses(() => loose(seededDice)(bad));
  });
  it("seededDice still takes an Rng", () => {
    const dice = seededDice(createRng(4));
    expect(d6(dice)).toBe(createRng(4).int(1, 6));
  });
  it("seedFromString refuses what is not text", () => {
    for (const bad of [123, null, undefined, ["a"], Symbol("x")]) refuses(() => loose(seedFromString)(bad));
    expect(seedFromString("2024")).toBe(seedFromString("2024"));
  });
  it("seeds that are not safe integers are refused", () => {
    for (const bad of [Number.NaN, 1.5, 2 ** 60, Infinity]) {
      refuses(() => createRng(bad));
      refuses(() => seededDice(bad));
      refuses(() => diceState(bad));
      refuses(() => openDice(bad));
    }
  });
  it("dice helpers refuse something that is not a dice source", () => {
    for (const bad of [null, undefined, 3, "d6", {}, { int: "x" }]) {
      for (const roll of [d4, d6, d10, d20, rollPercentile]) refuses(() => loose(roll)(bad));
      refuses(() => loose(rollDie)(bad, 6));
      refuses(() => loose(rollSum)(bad, 2, 6));
      refuses(() => loose(rollPool)(bad, 2, 6));
      refuses(() => loose(rollDice)(bad, "2d6"));
      refuses(() => loose(recordingDice)(bad));
      refuses(() => loose(shuffle)([1, 2], bad));
      refuses(() => loose(sumD6)(bad, 3));
    }
    // sumD6 needs the seeded class itself: a dice source of another kind is refused.
    refuses(() => loose(sumD6)(scriptedDice([1, 2, 3]), 3));
  });
  it("labels must be text", () => {
    const dice = seededDice(1);
    refuses(() => loose(rollSum)(dice, 2, 6, Symbol("x")));
    refuses(() => loose(rollPool)(dice, 2, 6, 7));
    refuses(() => loose(rollPercentile)(dice, {}));
  });
  it("scripted dice: faces must be whole numbers with no holes, next within the script", () => {
    // eslint-disable-next-line no-sparse-arrays
    const holes = [1, , 3] as number[];
    for (const faces of [holes, [1, Number.NaN], ["1"], "123", null, [1, 2n]])
      refuses(() => loose(scriptedDice)(faces));
    for (const next of [-1, 4, 1.5, Number.NaN, "0"]) refuses(() => loose(scriptedDice)([1, 2, 3], next));
    refuses(() => loose(diceState)("123"));
    // a label that is not text still gives a readable error, not a TypeError
    refuses(() => loose(scriptedDice([]).int)(1, 6, Symbol("odd")), "DICE_SCRIPT_EXHAUSTED");
  });
  it("openDice and seededDiceFromState refuse broken states with INVALID_STATE", () => {
    // eslint-disable-next-line no-sparse-arrays
    const holes = [1, , 3, 4] as number[];
    for (const bad of [
      { kind: "scripted", faces: [1, 2], next: 5 },
      { kind: "scripted", faces: [1, 2.5], next: 0 },
      { kind: "scripted", faces: [1, 2], next: -1 },
      { kind: "seeded", rng: holes },
      { kind: "seeded", rng: [0, 0, 0, 0] },
      { kind: "seeded", rng: [1, 2, 3, 2 ** 40] },
      new Map(),
      null,
    ]) {
      refuses(() => loose(openDice)(bad), "INVALID_STATE");
    }
    refuses(() => loose(seededDiceFromState)(null), "INVALID_STATE");
  });
  it("withDice refuses an action that is not a function", () => {
    refuses(() => loose(withDice)(diceState(1), "roll"));
  });
  it("sumD6Table refuses a table or offset that would read outside it", () => {
    const table = new Int32Array(7);
    const dice = seededDice(1);
    expect(() => sumD6Table(dice, 3, table, -1)).not.toThrow();
    refuses(() => sumD6Table(dice, 3, table, 1));
    refuses(() => sumD6Table(dice, 3, table, -2));
    refuses(() => sumD6Table(dice, 3, table, 0.5));
    refuses(() => loose(sumD6Table)(dice, 3, [0, 1, 2, 3, 4, 5, 6], 0));
  });
});

describe("dice expressions and percentiles", () => {
  it("parseDice refuses what is not text; rollDice refuses expression objects out of bounds", () => {
    for (const bad of [3, null, Symbol("d6"), {}]) refuses(() => loose(parseDice)(bad));
    const dice = seededDice(1);
    for (const bad of [
      { count: 0, sides: 6, modifier: 0 },
      { count: 1e9, sides: 6, modifier: 0 },
      { count: 1, sides: 6, modifier: Number.NaN },
      { count: 1, sides: 6 },
      null,
      7,
    ]) {
      refuses(() => loose(rollDice)(dice, bad));
    }
  });
  it("readPercentile refuses faces outside 0..9", () => {
    for (const [t, o] of [
      [10, 0],
      [0, -1],
      [1.5, 2],
      [Number.NaN, 0],
    ] as const) {
      refuses(() => readPercentile(t, o));
    }
  });
});

describe("decks", () => {
  const deck: DeckState<number> = stackedDeck([1, 2, 3]);
  const dice: DiceSource = seededDice(1);
  const badDecks = [
    null,
    {},
    { drawPile: [], discardPile: [], removed: [] },
    { ...deck, reshuffles: -1 },
    new Map(),
  ];
  it("every deck function refuses something that is not a deck", () => {
    for (const bad of badDecks) {
      refuses(() => loose(drawCards)(bad, 1, dice));
      refuses(() => loose(drawUpTo)(bad, [], 1, dice));
      refuses(() => loose(discardCards)(bad, [1]));
      refuses(() => loose(removeCards)(bad, [1]));
      refuses(() => loose(deckSize)(bad));
    }
  });
  it("counts, cards, hands and options are checked", () => {
    for (const count of [Number.NaN, -1, 1.5, Infinity]) refuses(() => drawCards(deck, count, dice));
    for (const limit of [Number.NaN, -1, 0.5]) refuses(() => drawUpTo(deck, [], limit, dice));
    refuses(() => loose(drawUpTo)(deck, "hand", 2, dice));
    refuses(() => loose(drawCards)(deck, 1, dice, { keepOut: 3 }));
    refuses(() => loose(drawCards)(deck, 1, dice, { reshuffle: "no" }));
    refuses(() => loose(drawCards)(deck, 1, dice, null));
    for (const bad of ["abc", null, 3, new Set([1])]) {
      refuses(() => loose(shuffle)(bad, dice));
      refuses(() => loose(createDeck)(bad, dice));
      refuses(() => loose(stackedDeck)(bad));
      refuses(() => loose(discardCards)(deck, bad));
      refuses(() => loose(removeCards)(deck, bad));
      refuses(() => loose(takeCard)(bad, 1));
    }
    refuses(() => loose(takeCard)([1], 1, 7));
  });
});

describe("garbage arguments never escape as anything but a RingsideError", () => {
  const anything = fc.anything({
    withBigInt: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withSparseArray: true,
  });
  const calls: [string, (a: unknown, b: unknown) => unknown][] = [
    ["rollSum", (a, b) => loose(rollSum)(seededDice(1), a, b)],
    ["rollPool", (a, b) => loose(rollPool)(seededDice(1), a, b)],
    ["rollDie", (a) => loose(rollDie)(seededDice(1), a)],
    ["rng.int", (a, b) => (createRng(1) as unknown as { int(...args: unknown[]): unknown }).int(a, b)],
    ["seeded int", (a, b) => (seededDice(1) as unknown as { int(...args: unknown[]): unknown }).int(a, b)],
    ["scripted int", (a, b) => loose(scriptedDice([3]).int)(a, b)],
    ["nextInt", (a, b) => loose(nextInt)(a, 1, b)],
    ["openDice", (a) => loose(openDice)(a)],
    ["drawCards", (a, b) => loose(drawCards)(a, b, seededDice(1))],
    ["rollDice", (a) => loose(rollDice)(seededDice(1), a)],
    ["scriptedDice", (a, b) => loose(scriptedDice)(a, b)],
  ];
  for (const [name, call] of calls) {
    it(name, () => {
      fc.assert(
        fc.property(anything, anything, (a, b) => {
          const error = thrown(() => call(a, b));
          if (error !== undefined) expect(isRingsideError(error), String(error)).toBe(true);
        }),
        { numRuns: 300 },
      );
    });
  }
});
