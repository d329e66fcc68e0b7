import { describe, expect, it } from "vitest";
import { largestSet, setChoices, setSize } from "./largestSet.js";

/** Bruno's faces: 1–2 Strength (3), 3 Brawling (1), 4 Martial Arts (2), 5 Technical Ability (4), 6 Fan Support. */
const BRUNO = [3, 3, 1, 2, 4, 5];
const tally = (faces: number[]): number[] => {
  const t = [0, 0, 0, 0, 0, 0];
  for (const f of faces) t[BRUNO[f - 1]!]!++;
  return t;
};

describe("the largest set first", () => {
  it("reads the text's examples with Bruno's dice", () => {
    // 1-3-3-5-4: a Brawling pair.
    expect(setSize(largestSet(tally([1, 3, 3, 5, 4])))).toBe(2);
    expect(setChoices(largestSet(tally([1, 3, 3, 5, 4])))).toBe(1 << 1);
    // 1-2-3-5-4: a Strength pair (faces 1 and 2 both read Strength).
    expect(setChoices(largestSet(tally([1, 2, 3, 5, 4])))).toBe(1 << 3);
    // 1-2-3-4-6: three Strength, Fan Support joining the pair.
    expect(setSize(largestSet(tally([1, 2, 3, 4, 6])))).toBe(3);
  });

  it("offers every ability tied for the largest set, and Fan Support joins each of them", () => {
    const packed = largestSet(tally([1, 2, 4, 4, 6]));
    expect(setSize(packed)).toBe(3);
    expect(setChoices(packed)).toBe((1 << 3) | (1 << 2));
  });

  it("no two dice alike is no set; a lone Fan Support with a single ability is a pair", () => {
    expect(largestSet(tally([1, 3, 4, 5]))).toBe(0);
    expect(setSize(largestSet(tally([3, 6])))).toBe(2);
    expect(setSize(largestSet(tally([6, 6])))).toBe(2);
  });
});
