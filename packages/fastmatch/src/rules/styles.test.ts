import { describe, expect, it } from "vitest";
import { Problems } from "@ringside/core";
import { styleFits, styleProblems } from "./styles.js";

const check = (
  styles: [number, Parameters<typeof styleFits>[0]][],
  scores: Record<string, number>,
): string[] => {
  const problems = new Problems();
  styleProblems(styles, scores, "styles", problems);
  return problems.list.map((p) => `${p.path}: ${p.message}`);
};

describe("styles (I.3)", () => {
  it("favours its own match types, in either order", () => {
    expect(styleFits("high-flyer", "AGI", "SPD")).toBe(true);
    expect(styleFits("high-flyer", "TEC", "AGI")).toBe(true);
    expect(styleFits("powerhouse", "AGI", "AGI")).toBe(false);
    expect(styleFits("powerhouse", "WEI", "STR")).toBe(true);
    // Both attributes must match: STR second with another attribute first is not STR/WEI.
    expect(styleFits("powerhouse", "AGI", "STR")).toBe(false);
    expect(styleFits("powerhouse", "STR", "AGI")).toBe(false);
  });
  it("needs its attribute at 5 when bought", () => {
    expect(check([[0, "powerhouse"]], { STR: 5 })).toEqual([]);
    expect(check([[0, "powerhouse"]], { STR: 4 })).toEqual([
      "styles[0]: Powerhouse needs STR 5, the character has 4",
    ]);
  });
  it("is bought once, two styles at most", () => {
    const scores = { STR: 5, AGI: 5, SPD: 5, TEC: 5 };
    expect(
      check(
        [
          [0, "powerhouse"],
          [1, "powerhouse"],
        ],
        scores,
      ),
    ).toEqual(["styles[1]: powerhouse is bought twice"]);
    expect(
      check(
        [
          [0, "powerhouse"],
          [1, "technician"],
          [2, "high-flyer"],
        ],
        scores,
      ),
    ).toEqual(["styles: at most two styles may be bought, got 3"]);
    // Two different styles are allowed (this package's reading: Interpretations page).
    expect(
      check(
        [
          [0, "powerhouse"],
          [1, "technician"],
        ],
        scores,
      ),
    ).toEqual([]);
  });
  it("files every problem under the styles rule", () => {
    const problems = new Problems();
    styleProblems(
      [
        [0, "powerhouse"],
        [1, "powerhouse"],
        [2, "technician"],
        [3, "high-flyer"],
      ],
      { STR: 1 },
      "styles",
      problems,
    );
    expect(new Set(problems.list.map((p) => p.rule))).toEqual(
      new Set(["FastMatch! › Building a character › Styles"]),
    );
    expect(problems.list).toHaveLength(6);
  });
});
