import { describe, expect, it } from "vitest";
import {
  createDeck,
  createRng,
  d6,
  diceState,
  drawCards,
  isRingsideError,
  nextInt,
  rollPool,
  scriptedDice,
  seededDice,
  shuffle,
  simulate,
  stackedDeck,
  type DiceSource,
  type DeckState,
  type RngState,
} from "@ringside/core";
import { armWrestling } from "../../test/fixtures/armWrestling.js";
import { thrown } from "../../test/thrown.js";
import { diceArgument, isArray, rangeArguments } from "./arguments.js";

/** A proxy that has been revoked: every operation on it throws a TypeError. */
function revoked<T extends object>(target: T): T {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

/** An array nested `depth` levels deep: `String()` of it overflows the stack. */
function deepArray(depth: number): unknown {
  let deep: unknown = 1;
  for (let i = 0; i < depth; i++) deep = [deep];
  return deep;
}

function codeOf(f: () => unknown): string {
  const error = thrown(f);
  return isRingsideError(error) ? error.code : `not a RingsideError: ${String(error)}`;
}

describe("core's argument guards: RingsideError, never TypeError or RangeError", () => {
  const list = revoked<number[]>([]);
  const object = revoked({});

  it("revoked proxies as dice", () => {
    expect(codeOf(() => d6(object as DiceSource, "x"))).toBe("INVALID_ARGUMENT");
    expect(codeOf(() => rollPool(object as DiceSource, 2, 6, "x"))).toBe("INVALID_ARGUMENT");
    expect(codeOf(() => scriptedDice(list))).toBe("INVALID_ARGUMENT");
    expect(codeOf(() => diceState(list))).toBe("INVALID_ARGUMENT");
  });

  it("revoked proxies as decks and cards", () => {
    expect(codeOf(() => shuffle(list, seededDice(1)))).toBe("INVALID_ARGUMENT");
    expect(codeOf(() => stackedDeck(list))).toBe("INVALID_ARGUMENT");
    expect(codeOf(() => createDeck(list, seededDice(1)))).toBe("INVALID_ARGUMENT");
    const deck = { drawPile: list, discardPile: [], removed: [], reshuffles: 0 } as DeckState<number>;
    expect(codeOf(() => drawCards(deck, 1, seededDice(1)))).toBe("INVALID_ARGUMENT");
  });

  it("deep arrays and revoked proxies as seeds and RNG states", () => {
    expect(codeOf(() => createRng(deepArray(100_000) as number))).toBe("INVALID_ARGUMENT");
    expect(codeOf(() => createRng(object as number))).toBe("INVALID_ARGUMENT");
    expect(codeOf(() => nextInt(revoked([0, 0, 0, 1]) as RngState, 1, 6))).toBe("INVALID_STATE");
  });

  it("simulate without options", () => {
    expect(codeOf(() => simulate(armWrestling, null as never))).toBe("INVALID_ARGUMENT");
  });
});

describe("how a refusal shows the bad value (shown)", () => {
  it("numbers, booleans, BigInts, short and long text, null, arrays, objects, functions, symbols", () => {
    const cases: [unknown, string][] = [
      [1.5, "1.5"],
      [true, "true"],
      [10n, "10n"],
      ["x", '"x"'],
      ["y".repeat(40), JSON.stringify("y".repeat(40))],
      ["z".repeat(41), JSON.stringify(`${"z".repeat(40)}…`)],
      [null, "null"],
      [[1], "an array"],
      [{ a: 1 }, "an object"],
      [() => 1, "function"],
      [Symbol("s"), "symbol"],
      [undefined, "undefined"],
    ];
    for (const [value, text] of cases) {
      const error = thrown(() => createRng(value as number));
      expect(isRingsideError(error) && error.problems[0]?.message).toBe(
        `expected a safe integer, got ${text}`,
      );
    }
  });
  it("an object it cannot look at is unreadable", () => {
    const error = thrown(() => shuffle(revoked({}) as never, seededDice(1)));
    expect(isRingsideError(error) && error.problems[0]?.message).toBe(
      "expected an array, got an unreadable object",
    );
  });
});

describe("the argument checks themselves", () => {
  it("rangeArguments names the bound at fault and what was wrong", () => {
    const problem = (min: unknown, max: unknown): unknown => {
      const error = thrown(() => rangeArguments("f", min, max));
      return isRingsideError(error) ? error.problems[0] : "nothing thrown";
    };
    expect(problem(1.5, 2)).toEqual({ path: "min", message: "expected a safe integer, got 1.5" });
    expect(problem(1, "2")).toEqual({ path: "max", message: 'expected a safe integer, got "2"' });
    expect(problem(3, 2)).toEqual({ path: "max", message: "expected max >= min, got min 3 and max 2" });
    expect(problem(-1, Number.MAX_SAFE_INTEGER)).toEqual({
      path: "max",
      message: `the range -1..${Number.MAX_SAFE_INTEGER} is wider than 2^53 values`,
    });
    expect(problem(0, Number.MAX_SAFE_INTEGER)).toBe("nothing thrown");
  });

  it("diceArgument wants an object with an int method (a function carrying one is no dice source)", () => {
    expect(
      isRingsideError(
        thrown(() =>
          diceArgument(
            "f",
            Object.assign(() => 1, { int: () => 1 }),
          ),
        ),
      ),
    ).toBe(true);
    expect(thrown(() => diceArgument("f", { int: () => 1 }))).toBeUndefined();
  });

  it("isArray is false, not just falsy, for a revoked proxy", () => {
    expect(isArray(revoked([]))).toBe(false);
    expect(isArray([])).toBe(true);
  });
});
