import { describe, expect, it } from "vitest";
import { benchMatch, scriptedContext } from "../../test/rulesKit.js";
import { attemptFall, attributesAtZero, fallBonus } from "./falls.js";

const cap = { STR: 3, AGI: 3, SPD: 5, END: 0, TEC: 5, WEI: 3 };
const kaltor = { STR: 6, AGI: 2, SPD: 2, END: 7, TEC: 2, WEI: 7 };

describe("pins and submissions (III.3)", () => {
  it("counts attributes at 0 (WEI never drops)", () => {
    expect(attributesAtZero(cap)).toBe(1);
    expect(attributesAtZero({ ...cap, STR: 0, TEC: 0 })).toBe(3);
    expect(attributesAtZero({ ...cap, END: 3, STR: 0 })).toBe(1);
    expect(attributesAtZero({ ...cap, END: 3, AGI: 0 })).toBe(1);
    expect(attributesAtZero({ ...cap, END: 3, SPD: 0 })).toBe(1);
    expect(attributesAtZero({ STR: 0, AGI: 0, SPD: 0, END: 0, TEC: 0, WEI: 3 })).toBe(5);
  });

  it("adds the compared attributes, the defender's zeros and a finisher (sample rounds 2 and 5)", () => {
    // Round 2: Kaltor's submission, TEC 2 against Cap's END 0 (+1) and Cap's END at 0 (+1).
    expect(fallBonus("submission", kaltor, cap, false)).toBe(2);
    // Round 5: Kaltor's pin, WEI 7 over Cap's STR 3 (+1) and END at 0 (+1).
    expect(fallBonus("pin", kaltor, cap, false)).toBe(2);
    expect(fallBonus("pin", cap, kaltor, true)).toBe(2);
    // Only a higher score counts: WEI 3 against STR 3 is no bonus.
    expect(fallBonus("pin", cap, { ...kaltor, STR: 3 }, false)).toBe(0);
  });

  it("reaches the count of the margin: 1–2 one, 3–4 two, 5+ three (sample round 5: 15 + 2 against 9)", () => {
    const m = benchMatch();
    const [c, k] = [m.sides[0].wrestlers[0]!, m.sides[1].wrestlers[0]!];
    c.now.END = 0;
    const ctx = scriptedContext(m, [5, 5, 5, 3, 3, 3]);
    expect(attemptFall(ctx, "pin", k, c, false)).toBe(3);
    expect(ctx.events[0]).toMatchObject({ type: "fall", bonus: 2, rolls: [15, 9], margin: 8, count: 3 });
    // Every roll is named for the record: what is rolled and for whom.
    expect(ctx.labels()).toEqual([
      "pin roll for Kaltor the Violent 1/3",
      "pin roll for Kaltor the Violent 2/3",
      "pin roll for Kaltor the Violent 3/3",
      "pin escape roll for Captain Luger 1/3",
      "pin escape roll for Captain Luger 2/3",
      "pin escape roll for Captain Luger 3/3",
    ]);
  });
});
