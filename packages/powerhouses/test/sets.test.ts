import {
  ABILITIES,
  FAN_SUPPORT,
  largestSets,
  matchingDice,
  setSizes,
  validateSheet,
  type Wrestler,
} from "@ringside/powerhouses";
import { describe, expect, it } from "vitest";
import { bruno } from "./helpers.js";

/** The sets of a throw counted the plain way: every ability's faces plus every Fan Support. */
function naiveSizes(w: Wrestler, faces: readonly number[]): number[] {
  return ABILITIES.map(
    (a) => faces.filter((f) => w.faces[f - 1] === a || w.faces[f - 1] === FAN_SUPPORT).length,
  );
}

/** Every throw of `n` dice, in order. */
function* throws(n: number): Generator<number[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (const rest of throws(n - 1)) for (let f = 1; f <= 6; f++) yield [...rest, f];
}

const sheets: readonly Wrestler[] = [
  validateSheet(bruno),
  validateSheet({
    kind: "custom",
    name: "Rated",
    faces: ["Agility", "Brawling", "Martial Arts", "Strength", "Technical Ability"],
  }),
  validateSheet({
    kind: "custom",
    name: "Heavy",
    faces: ["Strength", "Strength", "Strength", "Strength", "Agility"],
  }),
];

describe("the rules core's set tables agree with a plain count", () => {
  it("largest sets, set sizes and matching dice for every throw of one to five dice", () => {
    let checked = 0;
    const wrong: string[] = [];
    for (const w of sheets) {
      for (let n = 1; n <= 5; n++) {
        for (const faces of throws(n)) {
          const sizes = naiveSizes(w, faces);
          const top = Math.max(...sizes);
          const expected = JSON.stringify(
            top < 2
              ? { size: 0, abilities: [] }
              : { size: top, abilities: ABILITIES.filter((_a, i) => sizes[i] === top) },
          );
          const matching = ABILITIES.map((a) => matchingDice(w, faces, a));
          if (
            JSON.stringify(largestSets(w, faces)) !== expected ||
            JSON.stringify(setSizes(w, faces)) !== JSON.stringify(sizes) ||
            JSON.stringify(matching) !== JSON.stringify(sizes)
          ) {
            wrong.push(`${w.name} ${faces.join(",")}`);
          }
          checked++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBe(3 * (6 + 36 + 216 + 1296 + 7776));
  });

  it("more dice than a wrestler holds, and faces off the die, are still counted plainly", () => {
    const w = sheets[0]!;
    const six = [1, 2, 3, 3, 6, 6];
    expect(largestSets(w, six)).toEqual({ size: 4, abilities: ["Brawling", "Strength"] });
    expect(largestSets(w, [0, 7, 1, 1])).toEqual({ size: 2, abilities: ["Strength"] });
    expect(setSizes(w, [0, 7, 6])).toEqual([1, 1, 1, 1, 1]);
    expect(matchingDice(w, [7, 1, 6], "Strength")).toBe(2);
  });
});
