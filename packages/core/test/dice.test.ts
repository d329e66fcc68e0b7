import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  d10,
  type DiceState,
  d20,
  d4,
  d6,
  diceState,
  isRingsideError,
  openDice,
  parseDice,
  readPercentile,
  recordingDice,
  rollDice,
  rollDie,
  rollPercentile,
  rollPool,
  rollSum,
  scriptedDice,
  withDice,
  seededDice,
  type DiceSource,
  type RingsideError,
} from "@ringside/core";
import { thrown } from "./thrown.js";

describe("seeded dice", () => {
  it("each helper stays within its faces", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const dice = seededDice(seed);
        for (let i = 0; i < 50; i++) {
          const faces: [number, number][] = [
            [d4(dice), 4],
            [d6(dice), 6],
            [d10(dice), 10],
            [d20(dice), 20],
            [rollDie(dice, 12), 12],
          ];
          for (const [face, sides] of faces) {
            expect(face).toBeGreaterThanOrEqual(1);
            expect(face).toBeLessThanOrEqual(sides);
            expect(Number.isInteger(face)).toBe(true);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it("save and reopen continue identically (through JSON)", () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(30), (seed, skip) => {
        const dice = seededDice(seed);
        for (let i = 0; i < skip; i++) d6(dice);
        const reopened = openDice(JSON.parse(JSON.stringify(dice.save())) as DiceState);
        expect(rollPool(reopened, 10, 6)).toEqual(rollPool(dice, 10, 6));
      }),
      { numRuns: 200 },
    );
  });

  it("a seed and its dice state start the same", () => {
    expect(rollPool(openDice(123), 8, 10)).toEqual(rollPool(openDice(diceState(123)), 8, 10));
  });

  it("snapshot of the first 3d6 totals for seed 2026 (a change here is breaking)", () => {
    const dice = seededDice(2026);
    expect(Array.from({ length: 10 }, () => rollSum(dice, 3, 6))).toMatchSnapshot();
  });
});

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: readonly number[]): number {
  const n = counts.reduce((a, b) => a + b, 0);
  const expected = n / counts.length;
  return counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
}

function tally(dice: DiceSource, sides: number, rolls: number): number[] {
  const counts = new Array<number>(sides).fill(0);
  for (let i = 0; i < rolls; i++) {
    const face = rollDie(dice, sides);
    counts[face - 1] = (counts[face - 1] ?? 0) + 1;
  }
  return counts;
}

// Critical values of chi-square at p = 0.001: df 5 → 20.515, df 9 → 27.877.
const CRITICAL = { 6: 20.515, 10: 27.877 } as const;

describe("fairness (chi-square, 1,000,000 rolls)", () => {
  it("seeded d6 passes", () => {
    expect(chiSquare(tally(seededDice(1), 6, 1_000_000))).toBeLessThan(CRITICAL[6]);
  });

  it("seeded d10 passes", () => {
    expect(chiSquare(tally(seededDice(2), 10, 1_000_000))).toBeLessThan(CRITICAL[10]);
  });

  it("the same test rejects a die biased by half a percent", () => {
    const fair = seededDice(3);
    const loaded: DiceSource = {
      int: (min, max) => (fair.int(0, 199) === 0 ? max : fair.int(min, max)),
      save: () => fair.save(),
    };
    expect(chiSquare(tally(loaded, 6, 1_000_000))).toBeGreaterThan(CRITICAL[6]);
  });
});

describe("scripted dice", () => {
  it("gives the faces in order", () => {
    const dice = scriptedDice([3, 5, 1]);
    expect([d6(dice), d6(dice), d6(dice)]).toEqual([3, 5, 1]);
  });

  it("fails loudly when the script runs out, naming the roll", () => {
    const dice = scriptedDice([4]);
    d6(dice, "first");
    const error = thrown(() => d6(dice, "Bruno die 2"));
    expect(isRingsideError(error, "DICE_SCRIPT_EXHAUSTED")).toBe(true);
    expect((error as RingsideError).message).toContain("roll #2 (Bruno die 2)");
    expect((error as RingsideError).problems[0]?.path).toBe("faces[1]");
  });

  it("fails loudly on a face out of range for the die", () => {
    const dice = scriptedDice([7]);
    const error = thrown(() => d6(dice, "attack"));
    expect(isRingsideError(error, "DICE_FACE_OUT_OF_RANGE")).toBe(true);
    expect((error as RingsideError).message).toContain("needs a face in 1..6, the script gives 7");
  });

  it("refuses fractional faces when the script is made", () => {
    expect(
      isRingsideError(
        thrown(() => scriptedDice([1, 2.5])),
        "INVALID_ARGUMENT",
      ),
    ).toBe(true);
  });

  it("saves its position and resumes", () => {
    const dice = scriptedDice([1, 2, 3, 4]);
    d6(dice);
    const state = dice.save();
    expect(state).toEqual({ kind: "scripted", faces: [1, 2, 3, 4], next: 1 });
    const resumed = openDice(state);
    expect([d6(resumed), d6(resumed), d6(resumed)]).toEqual([2, 3, 4]);
  });

  it("does not share its face list with the caller", () => {
    const faces = [1, 2];
    const dice = scriptedDice(faces);
    faces[0] = 6;
    expect(d6(dice)).toBe(1);
  });
});

describe("recording dice", () => {
  it("keeps every roll with its range and label and passes faces through", () => {
    const dice = recordingDice(scriptedDice([2, 6, 0, 5]));
    expect(d6(dice, "a")).toBe(2);
    expect(d6(dice)).toBe(6);
    rollPercentile(dice, "skill");
    expect(dice.rolls).toEqual([
      { min: 1, max: 6, value: 2, label: "a" },
      { min: 1, max: 6, value: 6 },
      { min: 0, max: 9, value: 0, label: "skill tens" },
      { min: 0, max: 9, value: 5, label: "skill ones" },
    ]);
    expect(dice.save()).toEqual({ kind: "scripted", faces: [2, 6, 0, 5], next: 4 });
  });
});

describe("pools and sums", () => {
  it("rollPool returns each face, rollSum their total", () => {
    expect(rollPool(scriptedDice([1, 2, 3]), 3, 6)).toEqual([1, 2, 3]);
    expect(rollSum(scriptedDice([6, 6, 5]), 3, 6)).toBe(17);
  });

  it("3d6 sums stay in 3..18", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const total = rollSum(seededDice(seed), 3, 6);
        expect(total).toBeGreaterThanOrEqual(3);
        expect(total).toBeLessThanOrEqual(18);
      }),
    );
  });
});

describe("percentile d100", () => {
  it("reads tens and ones, a 0 tens adds nothing, 00 is 100", () => {
    expect(readPercentile(4, 7).value).toBe(47);
    expect(readPercentile(0, 7).value).toBe(7);
    expect(readPercentile(0, 0).value).toBe(100);
    expect(readPercentile(9, 9).value).toBe(99);
    expect(readPercentile(1, 0).value).toBe(10);
  });

  it("keeps both dice of the natural roll", () => {
    expect(rollPercentile(scriptedDice([6, 6]))).toEqual({ tens: 6, ones: 6, value: 66 });
  });

  it("seeded rolls cover 1..100 only", () => {
    const dice = seededDice(11);
    const seen = new Set<number>();
    for (let i = 0; i < 20_000; i++) seen.add(rollPercentile(dice).value);
    expect(Math.min(...seen)).toBe(1);
    expect(Math.max(...seen)).toBe(100);
    expect(seen.size).toBe(100);
  });
});

describe("dice expressions", () => {
  it("parses NdS, dS and modifiers", () => {
    expect(parseDice("3d6")).toEqual({ count: 3, sides: 6, modifier: 0 });
    expect(parseDice("d100")).toEqual({ count: 1, sides: 100, modifier: 0 });
    expect(parseDice(" 2D10 + 1 ")).toEqual({ count: 2, sides: 10, modifier: 1 });
    expect(parseDice("1d6-2")).toEqual({ count: 1, sides: 6, modifier: -2 });
  });

  it("refuses nonsense with INVALID_ARGUMENT naming the expression", () => {
    for (const bad of ["", "3x6", "0d6", "d1", "101d6", "d6+", "abc"]) {
      const error = thrown(() => parseDice(bad));
      expect(isRingsideError(error, "INVALID_ARGUMENT")).toBe(true);
      expect((error as Error).message).toContain(`"${bad}"`);
    }
  });

  it("rolls sums and percentile", () => {
    expect(rollDice(scriptedDice([1, 2, 3]), "3d6+1")).toMatchObject({ faces: [1, 2, 3], total: 7 });
    expect(rollDice(scriptedDice([0, 0]), "d100")).toMatchObject({ faces: [0, 0], total: 100 });
  });
});

describe("openDice", () => {
  it("refuses what is not a dice state", () => {
    for (const bad of [{}, { kind: "seeded", rng: [0, 0, 0, 0] }, { kind: "scripted" }, "x"]) {
      expect(
        isRingsideError(
          thrown(() => openDice(bad as never)),
          "INVALID_STATE",
        ),
      ).toBe(true);
    }
  });
});

describe("withDice", () => {
  it("is pure: the same state gives the same result and next state", () => {
    const state = diceState(404);
    const frozen = JSON.stringify(state);
    const [a, nextA] = withDice(state, (dice) => rollPool(dice, 5, 6));
    const [b, nextB] = withDice(state, (dice) => rollPool(dice, 5, 6));
    expect(a).toEqual(b);
    expect(nextA).toEqual(nextB);
    expect(JSON.stringify(state)).toBe(frozen);
    const [c] = withDice(nextA, (dice) => rollPool(dice, 5, 6));
    expect(c).toEqual(rollPool(seededDice(404), 10, 6).slice(5));
  });
});
